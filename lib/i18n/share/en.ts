/**
 * What a share link's pages say to its visitor (issue 32; lib/render/share_pages.tsx), in the
 * language of the page shared. English defines the shape; the other languages follow it.
 */
export interface ShareMessages {
  /** Above the shared version, on every view of it. */
  banner: string;
  passwordTitle: string;
  passwordText: string;
  passwordLabel: string;
  passwordSubmit: string;
  passwordWrong: string;
  passwordLimited: string;
  goneTitle: string;
  expiredText: string;
  revokedText: string;
  deletedText: string;
  askAgain: string;
  notFoundTitle: string;
  notFoundText: string;
  publishedTitle: string;
  publishedText: string;
  publishedLink: string;
  home: string;
  /** The comments section of a link that allows them (lib/render/share_comments.tsx). */
  commentsTitle: string;
  commentsIntro: string;
  commentName: string;
  commentEmail: string;
  commentAbout: string;
  commentAboutPage: string;
  commentText: string;
  commentSubmit: string;
  commentSent: string;
  commentResolved: string;
  commentInvalid: string;
  commentLimited: string;
}

export const shareMessagesEn: ShareMessages = {
  banner: "Preview of an unpublished version — not public",
  passwordTitle: "This preview is protected",
  passwordText: "Enter the password you were given with the link to see this preview.",
  passwordLabel: "Password",
  passwordSubmit: "Show the preview",
  passwordWrong: "That password is not right. Check it and try again.",
  passwordLimited: "Too many tries for this link. Please try again in 15 minutes.",
  goneTitle: "This preview link no longer works",
  expiredText: "The link has expired.",
  revokedText: "The link was withdrawn.",
  deletedText: "The version it showed no longer exists.",
  askAgain: "Ask whoever sent it to you for a new one.",
  notFoundTitle: "There is no preview at this address",
  notFoundText: "Check that the link is complete, or ask whoever sent it to you for a new one.",
  publishedTitle: "This version has been published",
  publishedText: "What this link showed for review is now on the public site.",
  publishedLink: "Go to the published page",
  home: "Go to the home page",
  commentsTitle: "Comments on this preview",
  commentsIntro:
    "Something to change or ask? Leave a comment: the editors see it beside the part it is about. Your name and e-mail address are shown to them only.",
  commentName: "Your name",
  commentEmail: "Your e-mail address",
  commentAbout: "About",
  commentAboutPage: "The page as a whole",
  commentText: "Your comment",
  commentSubmit: "Send the comment",
  commentSent: "Thank you: your comment was sent to the editors.",
  commentResolved: "done",
  commentInvalid:
    "Check your name, e-mail address and comment: all three are needed, the comment at most 2000 characters.",
  commentLimited: "Too many comments through this link from here. Please try again in 15 minutes.",
};
