/** Ce que disent les pages d'un lien de partage, en français (voir ./en.ts). */
import type { ShareMessages } from "./en.ts";

export const shareMessagesFr: ShareMessages = {
  banner: "Aperçu d'une version non publiée — non public",
  passwordTitle: "Cet aperçu est protégé",
  passwordText: "Saisissez le mot de passe reçu avec le lien pour voir cet aperçu.",
  passwordLabel: "Mot de passe",
  passwordSubmit: "Afficher l'aperçu",
  passwordWrong: "Ce mot de passe n'est pas correct. Vérifiez-le et réessayez.",
  passwordLimited: "Trop d'essais pour ce lien. Veuillez réessayer dans 15 minutes.",
  goneTitle: "Ce lien d'aperçu ne fonctionne plus",
  expiredText: "Le lien a expiré.",
  revokedText: "Le lien a été retiré.",
  deletedText: "La version qu'il montrait n'existe plus.",
  askAgain: "Demandez-en un nouveau à la personne qui vous l'a envoyé.",
  notFoundTitle: "Il n'y a pas d'aperçu à cette adresse",
  notFoundText:
    "Vérifiez que le lien est complet, ou demandez-en un nouveau à la personne qui vous l'a envoyé.",
  publishedTitle: "Cette version a été publiée",
  publishedText: "Ce que ce lien montrait pour relecture est maintenant sur le site public.",
  publishedLink: "Aller à la page publiée",
  home: "Aller à la page d'accueil",
};
