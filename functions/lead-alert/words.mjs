// Every word the lead-alert function writes, one table per language: the text message and the
// e-mail's subject the business reads, and the page a visitor without JavaScript sees when a
// request was not sent. The function's folder is deployed alone, without the site's own words
// (crates/content/src/wording/), so its few words live here. SITE_LANGUAGE picks a table.
//
// French as Quebec writes it: a no-break space (U+00A0) before ":" and inside « », a narrow
// no-break space (U+202F) before ? ! ; and the typographic apostrophe. Twilio's smart encoding
// sends such characters as plain look-alikes where it can (lead-alert.mjs, SmartEncoded).

const NBSP = '\u00a0';

/** The words of a language; see `wordsFor` for how SITE_LANGUAGE chooses one. */
export const WORDS = {
  en: {
    lang: 'en-CA',
    colon: ': ',
    // The text message: its first line, then how to reach them, what and where, from which page.
    newRequest: 'New quote request',
    urgent: 'URGENT',
    check: 'CHECK',
    sentFast: 'sent very fast, may be automated',
    in: (city) => `in ${city}`,
    sentFrom: (page) => `Sent from ${page}`,
    via: (source) => `via ${source}`,
    emailNotValid: '(e-mail not valid)',
    /** Ends a text cut short: the rest is in the e-mail. */
    restInEmail: '... (e-mail)',
    // The e-mail.
    subject: 'Quote request',
    // Why a request was refused or not sent, said to the visitor (JSON `error` and the page below).
    nameMissing: 'Your name is needed.',
    phoneMissing: 'A phone number is needed: a 10-digit number with its area code.',
    phoneNotCallable: (phone) => `The phone number "${phone}" cannot be called: a 10-digit number with its area code is needed.`,
    tooLarge: 'The request was too long.',
    unreadable: 'The request could not be read.',
    notPassedOn: 'It could not be passed on to us.',
    postOnly: 'Send quote requests here with POST.',
    // The page shown without JavaScript when a request was not sent; `call` is a link to the phone.
    notSentTitle: 'Not sent',
    notSentHeading: 'Your request was not sent',
    tryAgain: (call) => (call ? `Please go back and try again, or call us at ${call}.` : 'Please go back and try again.'),
  },
  fr: {
    lang: 'fr-CA',
    colon: `${NBSP}: `,
    newRequest: 'Nouvelle demande de soumission',
    urgent: 'URGENT',
    check: 'À VÉRIFIER',
    sentFast: 'envoyée très vite, peut-être par un robot',
    in: (city) => `à ${city}`,
    sentFrom: (page) => `Envoyée depuis ${page}`,
    via: (source) => `via ${source}`,
    emailNotValid: '(courriel non valide)',
    restInEmail: '... (courriel)',
    subject: 'Demande de soumission',
    nameMissing: 'Il nous faut votre nom.',
    phoneMissing: `Il nous faut un numéro de téléphone${NBSP}: un numéro à 10 chiffres avec l’indicatif régional.`,
    phoneNotCallable: (phone) => `Nous ne pouvons pas appeler le numéro «${NBSP}${phone}${NBSP}»${NBSP}: il faut un numéro à 10 chiffres avec l’indicatif régional.`,
    tooLarge: 'La demande était trop longue.',
    unreadable: 'La demande n’a pas pu être lue.',
    notPassedOn: 'Elle n’a pas pu nous être transmise.',
    postOnly: 'Envoyez les demandes de soumission ici avec POST.',
    notSentTitle: 'Demande non envoyée',
    notSentHeading: 'Votre demande n’a pas été envoyée',
    tryAgain: (call) => (call ? `Veuillez revenir en arrière et réessayer, ou nous appeler au ${call}.` : 'Veuillez revenir en arrière et réessayer.'),
  },
};

/**
 * The table of a language tag like `fr-CA`, `fr` or `en-CA` (its first part decides); English when
 * SITE_LANGUAGE is left out or names a language without a table, which `unknown` then says.
 */
export function wordsFor(language) {
  const tag = (language ?? '').trim();
  const words = WORDS[tag.split(/[-_]/)[0].toLowerCase()];
  return words ? { words, unknown: false } : { words: WORDS.en, unknown: tag !== '' };
}
