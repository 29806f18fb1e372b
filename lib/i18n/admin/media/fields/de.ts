/** German names of the media API's fields, for error messages (`fields.*`). */
import type { mediaFieldsEn } from "./en.ts";

export const mediaFieldsDe: typeof mediaFieldsEn = {
  path: "Ordner",
  folderName: "Ordnername",
  newPath: "Ordner",
  newFileName: "Dateiname",
  oldPath: "Ordner",
  defaultAltText: "Standard-Alternativtext",
  f: "Datei",
  fileID: "Datei",
  imageID: "Bild",
  directory: "Ordner",
  searchTerm: "Suchbegriff",
  focalPoint: "Fokuspunkt",
  id: "Datei",
};
