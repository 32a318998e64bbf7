import type { Lang } from '../../i18n/languages.ts'
import { polishTypography, polishTypographyDeep } from '../../i18n/polish-typography.ts'

type Speaker = 'ai' | 'customer' | 'consultant'

type Conversation = {
  title: string
  sampleLabel: string
  speakers: Record<Speaker, string>
  lines: { speaker: Speaker; text: string }[]
  handover: string
  summaryTitle: string
  summary: { label: string; text: string }[]
}

/**
 * The AI page's demo where no voice agent is configured: a scripted sample conversation
 * (not a recording of a real customer), labelled as a sample wherever it shows.
 */
const copy: Record<Lang, Conversation> = {
  en: {
    title: 'How a virtual agent hands a call over to a consultant',
    sampleLabel: 'Sample: a scripted conversation, not a recording of a real customer',
    speakers: { ai: 'Virtual agent', customer: 'Customer', consultant: 'Consultant' },
    lines: [
      {
        speaker: 'ai',
        text: 'Good morning, you’ve reached customer service. I’m a virtual assistant. How can I help?',
      },
      { speaker: 'customer', text: 'My internet has been dropping every evening since Monday.' },
      {
        speaker: 'ai',
        text: 'I’m sorry to hear that. To check your line, could you give me the postcode of the installation address?',
      },
      { speaker: 'customer', text: '42-200.' },
      {
        speaker: 'ai',
        text: 'Thank you. I can see two short outages on your line this week, and the router restarted each time. I’ll put you through to a consultant who can book a technician: they will see everything we’ve covered.',
      },
      {
        speaker: 'consultant',
        text: 'Hello, I’m the consultant taking over from the assistant. I can see the evening drops on your line. Shall I book a technician for Thursday between 8 and 12?',
      },
      { speaker: 'customer', text: 'Thursday morning works for me.' },
    ],
    handover: 'Handed over to a consultant, with this summary',
    summaryTitle: 'Summary the consultant receives',
    summary: [
      { label: 'Reason for contact', text: 'connection drops every evening since Monday' },
      { label: 'Checked by the virtual agent', text: 'line status: two short outages this week, router restarts' },
      { label: 'Why handed over', text: 'a technician visit is booked by a consultant' },
      { label: 'Outcome', text: 'technician booked for Thursday, 8:00–12:00' },
    ],
  },
  pl: {
    title: 'Jak wirtualny agent przekazuje rozmowę konsultantowi',
    sampleLabel: 'Przykład: rozmowa przygotowana do prezentacji, nie nagranie prawdziwego klienta',
    speakers: { ai: 'Wirtualny agent', customer: 'Klient', consultant: 'Konsultantka' },
    lines: [
      {
        speaker: 'ai',
        text: 'Dzień dobry, tu biuro obsługi klienta. Jestem wirtualnym asystentem. W czym mogę pomóc?',
      },
      { speaker: 'customer', text: 'Od poniedziałku co wieczór zrywa mi internet.' },
      {
        speaker: 'ai',
        text: 'Przykro mi to słyszeć. Żeby sprawdzić łącze, poproszę o kod pocztowy adresu instalacji.',
      },
      { speaker: 'customer', text: '42-200.' },
      {
        speaker: 'ai',
        text: 'Dziękuję. W tym tygodniu widzę na łączu dwie krótkie przerwy, za każdym razem router uruchamiał się ponownie. Przełączę Pana do konsultantki, która umówi wizytę technika – zobaczy wszystko, co już ustaliliśmy.',
      },
      {
        speaker: 'consultant',
        text: 'Dzień dobry, przejmuję rozmowę od asystenta. Widzę wieczorne przerwy na Pana łączu. Czy umówić technika na czwartek między 8 a 12?',
      },
      { speaker: 'customer', text: 'Czwartek rano mi odpowiada.' },
    ],
    handover: 'Rozmowa przekazana konsultantce razem z podsumowaniem',
    summaryTitle: 'Podsumowanie, które otrzymuje konsultantka',
    summary: [
      { label: 'Powód kontaktu', text: 'od poniedziałku wieczorne przerwy w dostępie do internetu' },
      {
        label: 'Sprawdzone przez agenta AI',
        text: 'stan łącza: dwie krótkie przerwy w tym tygodniu, restarty routera',
      },
      { label: 'Powód przekazania', text: 'wizytę technika umawia konsultant' },
      { label: 'Wynik', text: 'technik umówiony na czwartek, 8:00–12:00' },
    ],
  },
}

/**
 * The conversation as the pages show it: the Polish copy with its non-breaking spaces (one-letter
 * words, numbers and their units), like every other Polish text (app/i18n/polish-typography.ts).
 * The speaker of each line is a code, not copy, and is kept as written.
 */
export const sampleAiConversation: Record<Lang, Conversation> = {
  en: copy.en,
  pl: {
    ...polishTypographyDeep({ ...copy.pl, lines: [] }),
    lines: copy.pl.lines.map(({ speaker, text }) => ({ speaker, text: polishTypography(text) })),
  },
}
