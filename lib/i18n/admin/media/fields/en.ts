/** English names of the media API's fields, for error messages (`fields.*`). */
export const mediaFieldsEn = {
  path: "folder",
  folderName: "folder name",
  newPath: "folder",
  newFileName: "file name",
  oldPath: "folder",
  defaultAltText: "default alternative text",
  f: "file",
  fileID: "file",
  imageID: "image",
  directory: "folder",
  searchTerm: "search term",
  focalPoint: "focal point",
  id: "file",
};
