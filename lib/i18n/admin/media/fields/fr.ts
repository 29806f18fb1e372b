/** French names of the media API's fields, for error messages (`fields.*`). */
import type { mediaFieldsEn } from "./en.ts";

export const mediaFieldsFr: typeof mediaFieldsEn = {
  path: "dossier",
  folderName: "nom du dossier",
  newPath: "dossier",
  newFileName: "nom du fichier",
  oldPath: "dossier",
  defaultAltText: "texte alternatif par défaut",
  f: "fichier",
  fileID: "fichier",
  imageID: "image",
  directory: "dossier",
  searchTerm: "terme de recherche",
  focalPoint: "point focal",
  id: "fichier",
};
