/** English strings of page tags: public tags and private tags for editors. */
export const tagsEn = {
  tags: {
    heading: "Tags",
    public: "Tags (public)",
    publicHint: "Shown on the published page and used by search filters and lists.",
    private: "Private tags (editors only)",
    privateHint: "Only editors see these: never shown on the site or in public data.",
    placeholder: "Add a tag and press Enter",
    tag: "tag",
  },
};

export type TagsMessages = typeof tagsEn;
