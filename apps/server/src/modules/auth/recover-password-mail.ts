import type { Language } from '@shipdeck/domain/user/language';

type Template = { subject: (brand: string) => string; body: (brand: string, link: string) => string };

// Server-side texts are our own wording, one per UI language.
const templates: Record<Language, Template> = {
  'en-GB': {
    subject: (brand) => `${brand}: reset your password`,
    body: (brand, link) =>
      `Hello,\n\nSomeone asked to reset the password of your ${brand} account. To choose a new password, open this link within one hour:\n\n${link}\n\nThe link works once. If you did not ask for this, ignore this e-mail: your password stays as it is.`,
  },
  fr: {
    subject: (brand) => `${brand} : réinitialisez votre mot de passe`,
    body: (brand, link) =>
      `Bonjour,\n\nQuelqu'un a demandé la réinitialisation du mot de passe de votre compte ${brand}. Pour choisir un nouveau mot de passe, ouvrez ce lien dans l'heure :\n\n${link}\n\nLe lien ne fonctionne qu'une fois. Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.`,
  },
  de: {
    subject: (brand) => `${brand}: Passwort zurücksetzen`,
    body: (brand, link) =>
      `Hallo,\n\njemand hat das Zurücksetzen des Passworts Ihres ${brand}-Kontos angefordert. Öffnen Sie innerhalb einer Stunde diesen Link, um ein neues Passwort zu wählen:\n\n${link}\n\nDer Link funktioniert nur einmal. Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.`,
  },
  es: {
    subject: (brand) => `${brand}: restablece tu contraseña`,
    body: (brand, link) =>
      `Hola:\n\nAlguien ha pedido restablecer la contraseña de tu cuenta de ${brand}. Para elegir una nueva contraseña, abre este enlace en el plazo de una hora:\n\n${link}\n\nEl enlace solo funciona una vez. Si no lo has pedido tú, ignora este correo: tu contraseña no cambia.`,
  },
  it: {
    subject: (brand) => `${brand}: reimposta la password`,
    body: (brand, link) =>
      `Ciao,\n\nqualcuno ha chiesto di reimpostare la password del tuo account ${brand}. Per scegliere una nuova password, apri questo link entro un'ora:\n\n${link}\n\nIl link funziona una sola volta. Se non sei stato tu, ignora questa e-mail: la password resta invariata.`,
  },
  nl: {
    subject: (brand) => `${brand}: stel je wachtwoord opnieuw in`,
    body: (brand, link) =>
      `Hallo,\n\nIemand heeft gevraagd het wachtwoord van je ${brand}-account opnieuw in te stellen. Open binnen een uur deze link om een nieuw wachtwoord te kiezen:\n\n${link}\n\nDe link werkt één keer. Heb je dit niet gevraagd? Negeer dan deze e-mail: je wachtwoord blijft ongewijzigd.`,
  },
  tr: {
    subject: (brand) => `${brand}: şifrenizi sıfırlayın`,
    body: (brand, link) =>
      `Merhaba,\n\nBiri ${brand} hesabınızın şifresini sıfırlamak istedi. Yeni bir şifre belirlemek için bu bağlantıyı bir saat içinde açın:\n\n${link}\n\nBağlantı yalnızca bir kez çalışır. Bu isteği siz yapmadıysanız bu e-postayı yok sayın: şifreniz değişmez.`,
  },
  hu: {
    subject: (brand) => `${brand}: jelszó visszaállítása`,
    body: (brand, link) =>
      `Üdvözöljük!\n\nValaki kérte a(z) ${brand}-fiókja jelszavának visszaállítását. Új jelszó megadásához egy órán belül nyissa meg ezt a hivatkozást:\n\n${link}\n\nA hivatkozás csak egyszer használható. Ha nem Ön kérte, hagyja figyelmen kívül ezt az e-mailt: a jelszava nem változik.`,
  },
  pt: {
    subject: (brand) => `${brand}: redefina a sua palavra-passe`,
    body: (brand, link) =>
      `Olá,\n\nAlguém pediu para redefinir a palavra-passe da sua conta ${brand}. Para escolher uma nova palavra-passe, abra esta ligação no prazo de uma hora:\n\n${link}\n\nA ligação funciona uma única vez. Se não foi você a pedir, ignore este e-mail: a sua palavra-passe mantém-se.`,
  },
};

export const recoverPasswordMail = (input: { language: string; brandName: string; link: string }) => {
  const language: Language = Object.hasOwn(templates, input.language)
    ? (input.language as Language)
    : 'en-GB';
  const template = templates[language];
  return {
    language,
    subject: template.subject(input.brandName),
    text: template.body(input.brandName, input.link),
  };
};
