/** Dutch names of the media API's fields, for error messages (`fields.*`). */
import type { mediaFieldsEn } from "./en.ts";

export const mediaFieldsNl: typeof mediaFieldsEn = {
  path: "map",
  folderName: "mapnaam",
  newPath: "map",
  newFileName: "bestandsnaam",
  oldPath: "map",
  defaultAltText: "standaard alternatieve tekst",
  f: "bestand",
  fileID: "bestand",
  imageID: "afbeelding",
  directory: "map",
  searchTerm: "zoekterm",
  focalPoint: "focuspunt",
  id: "bestand",
};
