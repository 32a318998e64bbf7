import type { Lang } from '../../i18n/languages.ts'
import { polishTypography } from '../../i18n/polish-typography.ts'

/**
 * The booking page's and the invitations' own words, kept beside the feature rather than in
 * the site's dictionaries. The form's shared labels (name, e-mail, consent…) come from
 * there, as the contact form shows them.
 */
export const bookingCopy = {
  en: {
    metaTitle: 'Book a call with our team',
    metaDescription:
      'Pick a time for a 30-minute call with our sales team: free times shown in your time zone, an invitation for your calendar straight away.',
    eyebrow: 'Book a consultation',
    title: 'Pick a time for a call',
    lead: 'Choose a free time, tell us who you are and what you would like to discuss. You get a calendar invitation at once.',
    slotsTitle: 'Free times',
    slotsNoteWarsaw: 'Times are shown in Warsaw time (Central European Time).',
    slotsNoteLocal: 'Times are shown in your time zone ({zone}).',
    slotsDayEnd: 'No later times',
    warsaw: 'Warsaw',
    slotLegend: 'Time of the call',
    minutes: '{n} min',
    noSlots: 'There is no free time in this period. Please write to us or call instead.',
    earlier: 'Earlier Dates',
    later: 'Later Dates',
    detailsTitle: 'Your details',
    topic: 'Topic of the call',
    topicNone: 'General conversation',
    note: 'What would you like to discuss?',
    submit: 'Book the Call',
    slotRequired: 'Please choose a time for the call.',
    slotInvalid:
      'This time cannot be booked (it has passed or is outside our hours). Please choose one of the free times.',
    slotTaken: 'This time was just taken. Here are the nearest free times:',
    noteLength: 'Please keep the note under 2,000 characters.',
    successTitle: 'Your call is booked',
    successText:
      'We are looking forward to talking to you on {when}. An invitation is on its way to {email}: add it to your calendar.',
    manageTitle: 'Your booked call',
    manageWhen: 'Booked for {when}.',
    rescheduleTitle: 'Move the call',
    rescheduleSubmit: 'Move to This Time',
    rescheduledTitle: 'Your call has been moved',
    rescheduledText: 'The new time is {when}. An updated invitation is on its way.',
    cancelTitle: 'Cancel the call',
    cancelText: 'Cannot make it? Cancel the call and the time becomes free for others.',
    cancelSubmit: 'Cancel the Call',
    cancelledTitle: 'Your call has been cancelled',
    cancelledText: 'The time is free again. You are welcome to book another one whenever it suits you.',
    bookAnother: 'Book Another Time',
    linkInvalid: 'This link is not valid. Please use the link from your invitation, or book a new time.',
    alreadyCancelled: 'This call has already been cancelled.',
    // Invitations
    summary: 'Call with {brand}',
    inviteSubject: 'Invitation: call with {brand}, {when}',
    updateSubject: 'Updated: call with {brand}, {when}',
    cancelSubject: 'Cancelled: call with {brand}, {when}',
    inviteText:
      'Thank you for booking a call with {brand}. It takes place on {when}, Warsaw time. We will call you or send a meeting link before then.',
    updateText: 'Your call with {brand} has been moved to {when}, Warsaw time.',
    cancelText2: 'Your call with {brand} on {when} has been cancelled.',
    rescheduleLink: 'Move the call',
    cancelLink: 'Cancel the call',
  },
  pl: {
    metaTitle: 'Umów rozmowę z naszym zespołem',
    metaDescription:
      'Proszę wybrać termin 30-minutowej rozmowy z naszym zespołem sprzedaży: wolne terminy w Państwa strefie czasowej, zaproszenie do kalendarza od razu.',
    eyebrow: 'Umów konsultację',
    title: 'Termin rozmowy z naszym zespołem',
    lead: 'Proszę wybrać wolny termin, przedstawić się i napisać, o czym chcą Państwo porozmawiać. Zaproszenie do kalendarza wyślemy od razu.',
    slotsTitle: 'Wolne terminy',
    slotsNoteWarsaw: 'Godziny podajemy w czasie warszawskim.',
    slotsNoteLocal: 'Godziny podajemy w Państwa strefie czasowej ({zone}).',
    slotsDayEnd: 'Brak późniejszych terminów',
    warsaw: 'Warszawa',
    slotLegend: 'Termin rozmowy',
    minutes: '{n} min',
    noSlots: 'W tym okresie nie ma wolnych terminów. Zapraszamy do kontaktu mailowego lub telefonicznego.',
    earlier: 'Wcześniejsze terminy',
    later: 'Późniejsze terminy',
    detailsTitle: 'Państwa dane',
    topic: 'Temat rozmowy',
    topicNone: 'Rozmowa ogólna',
    note: 'O czym chcą Państwo porozmawiać?',
    submit: 'Umów rozmowę',
    slotRequired: 'Proszę wybrać termin rozmowy.',
    slotInvalid:
      'Tego terminu nie można zarezerwować (minął albo wypada poza naszymi godzinami). Proszę wybrać jeden z wolnych terminów.',
    slotTaken: 'Ten termin został właśnie zajęty. Oto najbliższe wolne terminy:',
    noteLength: 'Notatka może mieć najwyżej 2000 znaków.',
    successTitle: 'Rozmowa jest umówiona',
    successText: 'Do usłyszenia {when}. Zaproszenie wysłaliśmy na adres {email}: wystarczy dodać je do kalendarza.',
    manageTitle: 'Umówiona rozmowa',
    manageWhen: 'Termin: {when}.',
    rescheduleTitle: 'Zmiana terminu',
    rescheduleSubmit: 'Przenieś na ten termin',
    rescheduledTitle: 'Termin rozmowy został zmieniony',
    rescheduledText: 'Nowy termin: {when}. Zaktualizowane zaproszenie jest już w drodze.',
    cancelTitle: 'Odwołanie rozmowy',
    cancelText: 'Termin nie pasuje? Po odwołaniu rozmowy zwolni się on dla innych.',
    cancelSubmit: 'Odwołaj rozmowę',
    cancelledTitle: 'Rozmowa została odwołana',
    cancelledText: 'Termin jest znowu wolny. Zapraszamy do umówienia innego, kiedy będzie Państwu wygodnie.',
    bookAnother: 'Umów inny termin',
    linkInvalid: 'Ten link jest nieprawidłowy. Prosimy skorzystać z linku z zaproszenia albo umówić nowy termin.',
    alreadyCancelled: 'Ta rozmowa została już odwołana.',
    summary: 'Rozmowa z {brand}',
    inviteSubject: 'Zaproszenie: rozmowa z {brand}, {when}',
    updateSubject: 'Zmiana terminu: rozmowa z {brand}, {when}',
    cancelSubject: 'Odwołano: rozmowa z {brand}, {when}',
    inviteText:
      'Dziękujemy za umówienie rozmowy z {brand}. Odbędzie się {when} (czas warszawski). Przed rozmową zadzwonimy albo wyślemy link do spotkania.',
    updateText: 'Rozmowa z {brand} została przeniesiona na {when} (czas warszawski).',
    cancelText2: 'Rozmowa z {brand} zaplanowana na {when} została odwołana.',
    rescheduleLink: 'Zmień termin',
    cancelLink: 'Odwołaj rozmowę',
  },
} as const satisfies Record<Lang, Record<string, string>>

export type BookingTextKey = keyof (typeof bookingCopy)['en']

export function bookingText(lang: Lang) {
  const dict: Record<BookingTextKey, string> = bookingCopy[lang]
  const typeset = lang === 'pl' ? polishTypography : (value: string) => value
  return (key: BookingTextKey, vars: Record<string, string | number> = {}) =>
    typeset(dict[key]).replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole))
}

export type BookingT = ReturnType<typeof bookingText>

/** A slot's date and time as a sentence reads it, in a time zone ("Tuesday, 30 March 2027, 09:00"). */
export function formatWhen(instant: Date, lang: Lang, timeZone: string): string {
  return new Intl.DateTimeFormat(lang === 'pl' ? 'pl-PL' : 'en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(instant)
}
