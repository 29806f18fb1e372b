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
  commentsTitle: "Commentaires sur cet aperçu",
  commentsIntro:
    "Quelque chose à changer ou à demander ? Laissez un commentaire : les rédacteurs le voient à côté de la partie concernée. Seuls eux voient votre nom et votre adresse e-mail.",
  commentName: "Votre nom",
  commentEmail: "Votre adresse e-mail",
  commentAbout: "Concerne",
  commentAboutPage: "La page dans son ensemble",
  commentText: "Votre commentaire",
  commentSubmit: "Envoyer le commentaire",
  commentSent: "Merci : votre commentaire a été envoyé aux rédacteurs.",
  commentResolved: "traité",
  commentInvalid:
    "Vérifiez votre nom, votre adresse e-mail et votre commentaire : les trois sont nécessaires, le commentaire 2000 caractères au plus.",
  commentLimited:
    "Trop de commentaires par ce lien depuis cet endroit. Veuillez réessayer dans 15 minutes.",
};
