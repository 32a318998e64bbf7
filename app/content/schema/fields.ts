import { fields } from '@keystatic/core'
import { createElement, Fragment, type ReactElement } from 'react'
import { describes, imageWithinLimit, uniqueSlug } from './rules.ts'

/**
 * Field builders shared by the content schemas. Every text is required unless it says
 * otherwise: a field left empty in one language fails the build with its path
 * (`pl.headline`), which is how the site stays complete in both languages.
 */

type Length = { min?: number; max?: number }

/** The labels of the Polish section in Polish (the English section keeps the English ones). */
const POLISH_LABELS: Record<string, string> = {
  'URL slug': 'Adres URL (slug)',
  Name: 'Nazwa',
  Summary: 'Podsumowanie',
  'Summary (cards)': 'Podsumowanie (karty)',
  'Summary (list card)': 'Podsumowanie (karta na liście)',
  'Page title (search results)': 'Tytuł strony (wyniki wyszukiwania)',
  'Meta description': 'Opis meta',
  'Headline (h1)': 'Nagłówek (h1)',
  'Lead paragraph': 'Akapit wstępny',
  'Small label above the headline': 'Mała etykieta nad nagłówkiem',
  Introduction: 'Wstęp',
  Paragraph: 'Akapit',
  'What is included': 'Co obejmuje usługa',
  'How it works': 'Jak to działa',
  FAQ: 'Najczęstsze pytania (FAQ)',
  Question: 'Pytanie',
  Answer: 'Odpowiedź',
  Title: 'Tytuł',
  'Title (h1)': 'Tytuł (h1)',
  Text: 'Tekst',
  Item: 'Pozycja',
  Heading: 'Nagłówek',
  Description: 'Opis',
  'Description (search results)': 'Opis (wyniki wyszukiwania)',
  Author: 'Autor',
  Tags: 'Tagi',
  Tag: 'Tag',
  Article: 'Artykuł',
  'Cover image description (alt text)': 'Opis okładki (tekst alternatywny)',
  'Job title': 'Stanowisko',
  Department: 'Dział',
  Location: 'Miejsce pracy',
  Responsibilities: 'Obowiązki',
  Requirements: 'Wymagania',
  'What customers contact about': 'W jakich sprawach kontaktują się klienci',
  'Rules we work under': 'Przepisy, według których pracujemy',
  'Client (anonymised)': 'Klient (zanonimizowany)',
  Sector: 'Sektor',
  Size: 'Wielkość',
  Market: 'Rynek',
  Situation: 'Sytuacja wyjściowa',
  'Baseline figures': 'Wskaźniki wyjściowe',
  Engagement: 'Zakres współpracy',
  Team: 'Zespół',
  Channels: 'Kanały',
  Languages: 'Języki',
  Timeline: 'Harmonogram',
  'What we did': 'Co zrobiliśmy',
  Results: 'Wyniki',
  'How the results were measured': 'Jak mierzyliśmy wyniki',
  'Client quote': 'Cytat klienta',
  Quote: 'Cytat',
  'Role of the person quoted': 'Rola cytowanej osoby',
  Label: 'Etykieta',
  Value: 'Wartość',
  'Client line (optional) / Opis klienta (opcjonalny)': 'Opis klienta (opcjonalnie)',
  'Hero (top of the page)': 'Sekcja główna (góra strony)',
  'Caption of the customer satisfaction figures': 'Podpis liczb o zadowoleniu klientów',
  'Label of the desktop figure': 'Etykieta liczby na komputerach',
  'Label of the mobile figure': 'Etykieta liczby na telefonach',
  'Caption of the faster resolutions figure': 'Podpis liczby o szybszym rozwiązywaniu spraw',
  'Advantages: heading': 'Zalety: nagłówek',
  'Advantages: introduction': 'Zalety: wstęp',
  Advantages: 'Zalety',
  'Figures: heading': 'Liczby: nagłówek',
  'Figures: sentence under the heading': 'Liczby: zdanie pod nagłówkiem',
  'Services: heading': 'Usługi: nagłówek',
  'Services: introduction': 'Usługi: wstęp',
  'Why us: heading': 'Dlaczego my: nagłówek',
  'Why us: introduction': 'Dlaczego my: wstęp',
  'Why us: points': 'Dlaczego my: argumenty',
  'Client quotes': 'Opinie klientów',
  'Testimonial id': 'Identyfikator opinii',
  'Industry of the client': 'Branża klienta',
  'Industries: heading': 'Branże: nagłówek',
  'Industries: introduction': 'Branże: wstęp',
  Industries: 'Branże',
  'How we start: heading': 'Jak zaczynamy: nagłówek',
  'How we start: introduction': 'Jak zaczynamy: wstęp',
  'How we start: steps': 'Jak zaczynamy: kroki',
  'Call to action (bottom of the page)': 'Wezwanie do działania (dół strony)',
  'Story: heading': 'Historia: nagłówek',
  Story: 'Historia',
  'Values: heading': 'Wartości: nagłówek',
  Values: 'Wartości',
  'How we work: heading': 'Jak pracujemy: nagłówek',
  'How we work: steps': 'Jak pracujemy: kroki',
  'Security: heading': 'Bezpieczeństwo: nagłówek',
  'Security: introduction': 'Bezpieczeństwo: wstęp',
  'Security practices': 'Praktyki bezpieczeństwa',
  'Team: heading': 'Zespół: nagłówek',
  'Team: introduction': 'Zespół: wstęp',
  'Team: roles': 'Zespół: role',
  'Location: heading': 'Lokalizacja: nagłówek',
  'Location: text': 'Lokalizacja: tekst',
  'AI and people: heading': 'AI i ludzie: nagłówek',
  'AI and people: how they work together': 'AI i ludzie: jak ze sobą współpracują',
  'Capabilities: heading': 'Możliwości: nagłówek',
  'What the virtual agents handle': 'Czym zajmują się wirtualni konsultanci',
  'Pilot: heading': 'Pilotaż: nagłówek',
  'How a pilot runs: steps': 'Jak przebiega pilotaż: kroki',
  'Integration: heading': 'Integracja: nagłówek',
  'Integration: text': 'Integracja: tekst',
  'Systems it connects to': 'Systemy, z którymi się łączy',
  'Data protection: heading': 'Ochrona danych: nagłówek',
  'Data protection': 'Ochrona danych',
  'Live voice demo': 'Demo głosowe na żywo',
  'Privacy note': 'Informacja o prywatności',
  'Start button': 'Przycisk startu',
  'Stop button': 'Przycisk zatrzymania',
  'Status: connecting': 'Stan: łączenie',
  'Status: listening': 'Stan: słuchanie',
  'Status: speaking': 'Stan: mówienie',
  'Message: connection failed': 'Komunikat: nieudane połączenie',
  'Message: microphone blocked': 'Komunikat: zablokowany mikrofon',
  'Demo unavailable: heading': 'Demo niedostępne: nagłówek',
  'Demo unavailable: text': 'Demo niedostępne: tekst',
  'Demo unavailable: button': 'Demo niedostępne: przycisk',
  'Closing call to action: heading': 'Wezwanie do działania na końcu: nagłówek',
  'Closing call to action: text': 'Wezwanie do działania na końcu: tekst',
  'Why work with us: heading': 'Dlaczego warto u nas pracować: nagłówek',
  'Why work with us': 'Dlaczego warto u nas pracować',
  'Benefits: heading': 'Benefity: nagłówek',
  Benefits: 'Benefity',
  'Recruitment: heading': 'Rekrutacja: nagłówek',
  'How recruitment works: steps': 'Jak przebiega rekrutacja: kroki',
  'Open positions: heading': 'Oferty pracy: nagłówek',
  'Open positions: introduction': 'Oferty pracy: wstęp',
  'No open positions: heading': 'Brak ofert pracy: nagłówek',
  'No open positions: text': 'Brak ofert pracy: tekst',
  'Button: apply by e-mail': 'Przycisk: aplikuj e-mailem',
  'Button: apply through the form': 'Przycisk: aplikuj przez formularz',
  'Labels of a position’s details': 'Etykiety szczegółów oferty',
  'Work mode': 'Tryb pracy',
  'Employment type': 'Rodzaj umowy',
  Posted: 'Data publikacji',
  Salary: 'Wynagrodzenie',
  'Work modes, as a position shows them': 'Tryby pracy (tak, jak widać je w ofercie)',
  'On site': 'Stacjonarnie',
  Hybrid: 'Hybrydowo',
  Remote: 'Zdalnie',
  'Employment types, as a position shows them': 'Rodzaje umowy (tak, jak widać je w ofercie)',
  'Full-time': 'Pełny etat',
  'Part-time': 'Część etatu',
  Contract: 'Umowa cywilnoprawna',
  Internship: 'Staż',
  'Methodology: heading': 'Metodologia: nagłówek',
  'Methodology: introduction': 'Metodologia: wstęp',
  'Methodology: what the model assumes': 'Metodologia: założenia modelu',
  'Texts of the calculator': 'Teksty kalkulatora',
  Form: 'Formularz',
  'Form heading': 'Nagłówek formularza',
  'Note under the form heading': 'Uwaga pod nagłówkiem formularza',
  'Contacts: label': 'Kontakty: etykieta',
  'Contacts: hint': 'Kontakty: podpowiedź',
  'Interval: label': 'Przedział: etykieta',
  'Interval: hint': 'Przedział: podpowiedź',
  'Handle time: label': 'Czas obsługi: etykieta',
  'Handle time: hint': 'Czas obsługi: podpowiedź',
  'Service-level target: label': 'Docelowy poziom obsługi: etykieta',
  'Service-level target: hint': 'Docelowy poziom obsługi: podpowiedź',
  'Answer within: label': 'Czas na odebranie: etykieta',
  'Answer within: hint': 'Czas na odebranie: podpowiedź',
  'Shrinkage: label': 'Czas poza obsługą: etykieta',
  'Shrinkage: hint': 'Czas poza obsługą: podpowiedź',
  'Opening hours: group heading': 'Godziny pracy: nagłówek grupy',
  'Hours per day: label': 'Godziny dziennie: etykieta',
  'Hours per day: hint': 'Godziny dziennie: podpowiedź',
  'Days per week: label': 'Dni w tygodniu: etykieta',
  'Days per week: hint': 'Dni w tygodniu: podpowiedź',
  'Refinements: group heading': 'Doprecyzowanie: nagłówek grupy',
  'Refinements: note under the heading': 'Doprecyzowanie: uwaga pod nagłówkiem',
  'Maximum occupancy: label': 'Maksymalne obłożenie: etykieta',
  'Maximum occupancy: hint': 'Maksymalne obłożenie: podpowiedź',
  'Caller patience: label': 'Cierpliwość dzwoniących: etykieta',
  'Caller patience: hint': 'Cierpliwość dzwoniących: podpowiedź',
  'Agents you have today: label': 'Obecna liczba konsultantów: etykieta',
  'Agents you have today: hint': 'Obecna liczba konsultantów: podpowiedź',
  'Day profile: label': 'Profil dnia: etykieta',
  'Day profile: hint': 'Profil dnia: podpowiedź',
  'Calculate button (shown without JavaScript)': 'Przycisk „Oblicz” (widoczny bez JavaScriptu)',
  'Note that results update while typing': 'Informacja, że wyniki zmieniają się w trakcie wpisywania',
  'Message above the form when fields have errors': 'Komunikat nad formularzem, gdy pola zawierają błędy',
  'Message when the results could not be updated (no connection)':
    'Komunikat, gdy nie udało się odświeżyć wyników (brak połączenia)',
  'Error messages': 'Komunikaty o błędach',
  'Field left empty': 'Puste pole',
  'Not a number': 'To nie jest liczba',
  'Not a whole number': 'To nie jest liczba całkowita',
  'Outside the accepted range': 'Wartość spoza zakresu',
  'Interval not 15, 30 or 60 minutes': 'Przedział inny niż 15, 30 lub 60 minut',
  'Target of 100%': 'Cel równy 100%',
  'Volume beyond any call centre': 'Wolumen większy niż w jakimkolwiek call center',
  'Target no number of agents reaches': 'Cel nieosiągalny dla żadnej liczby konsultantów',
  'Day profile: an entry that is not a whole number in range':
    'Profil dnia: wpis, który nie jest liczbą całkowitą z zakresu',
  'Day profile: more intervals than fit in a day': 'Profil dnia: więcej przedziałów, niż mieści się w dobie',
  'Results heading': 'Nagłówek wyników',
  'One-line summary (read out by screen readers)': 'Podsumowanie w jednym zdaniu (odczytywane przez czytniki ekranu)',
  'Traffic: label': 'Natężenie ruchu: etykieta',
  'Traffic: explanation': 'Natężenie ruchu: wyjaśnienie',
  'Agents on the phones: label': 'Konsultanci na linii: etykieta',
  'Agents on the phones: explanation': 'Konsultanci na linii: wyjaśnienie',
  'Agents on the phones: explanation with caller patience (Erlang A)':
    'Konsultanci na linii: wyjaśnienie z cierpliwością dzwoniących (Erlang A)',
  'Agents on the phones: explanation when the occupancy cap sets the count':
    'Konsultanci na linii: wyjaśnienie, gdy liczbę wyznacza limit obłożenia',
  'Service level: label': 'Poziom obsługi: etykieta',
  'Service level: explanation': 'Poziom obsługi: wyjaśnienie',
  'Probability of waiting: label': 'Prawdopodobieństwo oczekiwania: etykieta',
  'Probability of waiting: explanation': 'Prawdopodobieństwo oczekiwania: wyjaśnienie',
  'Average speed of answer: label': 'Średni czas do odebrania: etykieta',
  'Average speed of answer: explanation': 'Średni czas do odebrania: wyjaśnienie',
  'Average speed of answer: explanation with caller patience':
    'Średni czas do odebrania: wyjaśnienie z cierpliwością dzwoniących',
  'Abandonment: label': 'Porzucenia: etykieta',
  'Abandonment: explanation': 'Porzucenia: wyjaśnienie',
  'Abandonment: warning above 5%': 'Porzucenia: ostrzeżenie powyżej 5%',
  'Occupancy: label': 'Obłożenie: etykieta',
  'Occupancy: explanation': 'Obłożenie: wyjaśnienie',
  'Occupancy: warning above 90%': 'Obłożenie: ostrzeżenie powyżej 90%',
  'Agents to schedule: label': 'Konsultanci w grafiku: etykieta',
  'Agents to schedule: explanation': 'Konsultanci w grafiku: wyjaśnienie',
  'Full-time equivalents: label': 'Etaty: etykieta',
  'Full-time equivalents: explanation': 'Etaty: wyjaśnienie',
  'Full-time equivalents: explanation with a day profile': 'Etaty: wyjaśnienie z profilem dnia',
  'Staffing trade-off table': 'Tabela: obsada a poziom obsługi',
  'Column heading: agents': 'Nagłówek kolumny: konsultanci',
  'Marker of the calculated row': 'Oznaczenie wiersza z wynikiem',
  'Marker of the row of the agents you have today': 'Oznaczenie wiersza z obecną obsadą',
  'Shown when the queue never clears': 'Gdy kolejka nigdy się nie rozładowuje',
  'The agents you have today': 'Obecna obsada',
  'Gap in service level: label': 'Różnica w poziomie obsługi: etykieta',
  'Gap in agents: label': 'Różnica w liczbie konsultantów: etykieta',
  'Gaps: explanation': 'Różnice: wyjaśnienie',
  'Day profile': 'Profil dnia',
  'Column heading: interval': 'Nagłówek kolumny: przedział',
  'Column heading: start (time from opening)': 'Nagłówek kolumny: początek (czas od otwarcia)',
  'Column heading: contacts': 'Nagłówek kolumny: kontakty',
  'Column heading: agents to schedule': 'Nagłówek kolumny: konsultanci w grafiku',
  'Agent-hours: label': 'Godziny konsultantów: etykieta',
  'Staff-hours to schedule: label': 'Godziny do zaplanowania w grafiku: etykieta',
  'Busiest interval: label': 'Najbardziej obciążony przedział: etykieta',
  'Chart: title (read by screen readers)': 'Wykres: tytuł (odczytywany przez czytniki ekranu)',
  'Chart: description (read by screen readers)': 'Wykres: opis (odczytywany przez czytniki ekranu)',
  'Chart legend: contacts': 'Legenda wykresu: kontakty',
  'Chart legend: agents': 'Legenda wykresu: konsultanci',
  'CSV download': 'Pobieranie CSV',
  'Link: download as CSV': 'Link: pobierz jako CSV',
  'CSV column heading: figure': 'Nagłówek kolumny w CSV: wskaźnik',
  'CSV column heading: value': 'Nagłówek kolumny w CSV: wartość',
  'CSV: model row label': 'CSV: etykieta wiersza z modelem',
  'Indicative cost': 'Orientacyjny koszt',
  'The range': 'Przedział kosztu',
  'Assumptions: heading': 'Założenia: nagłówek',
  'Assumptions: cost of one agent': 'Założenia: koszt jednego konsultanta',
  'Assumptions: full-time equivalents': 'Założenia: etaty',
  'Not a quote: note': 'Uwaga, że to nie jest oferta',
  'Sample rates: note (shown while the rates in the company facts are samples)':
    'Uwaga o przykładowych stawkach (widoczna, dopóki stawki w danych firmy są przykładowe)',
  'Send the scenario': 'Wysyłka wyliczenia',
  Button: 'Przycisk',
  'Name of the calculator (search engines, the contact form)': 'Nazwa kalkulatora (wyszukiwarki, formularz kontaktowy)',
}

/** The field descriptions of the Polish section in Polish (the English section keeps the English ones). */
const POLISH_DESCRIPTIONS: Record<string, string> = {
  'The last part of the page address: lowercase letters, digits and hyphens, no Polish letters. Changing it later adds a redirect from the old address.':
    'Ostatnia część adresu strony: małe litery, cyfry i łączniki, bez polskich znaków. Późniejsza zmiana dodaje przekierowanie ze starego adresu.',
  'Shown in the browser tab and in Google. Without the brand (it is added), up to ~60 characters.':
    'Widoczny na karcie przeglądarki i w Google. Bez nazwy firmy (dodajemy ją sami), do ok. 60 znaków.',
  'The snippet under the title in Google: 70–170 characters, ideally 120–160.':
    'Opis pod tytułem w Google: 70–170 znaków, najlepiej 120–160.',
  'The main heading of the page.': 'Główny nagłówek strony.',
  'The paragraph under the headline.': 'Akapit pod nagłówkiem.',
  'The starting point. Separate paragraphs with an empty line.': 'Punkt wyjścia. Akapity oddziel pustym wierszem.',
  'Separate paragraphs with an empty line.': 'Akapity oddziel pustym wierszem.',
  'A role and sector, no name.': 'Stanowisko i branża, bez nazwiska.',
  'As displayed, e.g. "+35%" or "6 min 40 s".': 'Tak, jak ma być widoczna, np. „+35%” albo „6 min 40 s”.',
  '1–6 lowercase words with hyphens (e.g. "data-protection"); posts sharing tags are shown as related.':
    '1–6 słów małymi literami, z łącznikami (np. „ochrona-danych”); wpisy o wspólnych tagach są pokazywane jako powiązane.',
  'As on the home page cards.': 'Tak jak na kartach na stronie głównej.',
  'The main heading of the page: 10–120 characters.': 'Główny nagłówek strony: 10–120 znaków.',
  'A city, or "Remote (Poland)".': 'Miasto albo „Zdalnie (Polska)”.',
  'Two or three sentences about the role.': 'Dwa lub trzy zdania o stanowisku.',
  'Describe practices, not certificates the company does not hold.':
    'Opisz praktyki, nie certyfikaty, których firma nie ma.',
  'Roles and what they do, no names.': 'Role i ich zadania, bez nazwisk.',
  'The address itself comes from the company facts.': 'Sam adres pochodzi z danych firmy.',
  'Short names. Naming a product implies no partnership (the text above says so).':
    'Krótkie nazwy. Wymienienie produktu nie oznacza partnerstwa (mówi o tym tekst powyżej).',
  'What is sent to whom when the demo starts, and the consent it asks for. {provider}, {seat} and {days} are filled from the company facts (Recipients → voice-AI provider). Ask legal before changing.':
    'Co i komu przekazujemy po uruchomieniu demo oraz o jaką zgodę prosimy. {provider}, {seat} i {days} uzupełniamy z danych firmy (Odbiorcy danych → Dostawca demo AI). Przed zmianą zapytaj prawnika.',
  'Shown when no demo agent is configured.': 'Widoczny, gdy demo nie ma ustawionego agenta.',
  'The band at the foot of the page, above the footer.': 'Pas na dole strony, nad stopką.',
  'What the model assumes and where it over- or under-staffs.': 'Co zakłada model i kiedy zawyża lub zaniża obsadę.',
  'Words in curly brackets, such as {min}, are replaced by numbers: keep them exactly as they are.':
    'Słowa w nawiasach klamrowych, np. {min}, zastępujemy liczbami: zostaw je dokładnie w tej postaci.',
  'The numbers come from the company facts.': 'Liczby pochodzą z danych firmy.',
  'Exactly four, shown as cards.': 'Dokładnie cztery, widoczne jako karty.',
  'The figures themselves are set in the company facts.': 'Same liczby ustawiasz w danych firmy.',
  'The service cards come from the services.': 'Karty usług pochodzą z wpisów usług.',
  'Exactly four.': 'Dokładnie cztery.',
  'Links the quote to its testimonial in the company facts (which says whether it is a sample). The same ids in both languages.':
    'Łączy cytat z opinią w danych firmy (tam widać, czy jest przykładowa). Identyfikator jest taki sam w obu językach.',
  'The client’s words, without quotation marks.': 'Słowa klienta, bez cudzysłowu.',
  'No names: a role such as “Head of Customer Care”.': 'Bez nazwisk: samo stanowisko, np. „Kierownik obsługi klienta”.',
  'Real quotes need the client’s written consent.': 'Prawdziwy cytat wymaga pisemnej zgody klienta.',
  'One line for each of the eight industries.': 'Po jednym wpisie dla każdej z ośmiu branż.',
  'From the first call to go-live, in order. No figures here: they need a source.':
    'Od pierwszej rozmowy do startu, po kolei. Bez liczb: każda wymaga źródła.',
  'The h1 of the post and its title in search results.': 'Nagłówek h1 wpisu i jego tytuł w wynikach wyszukiwania.',
  'For the blog list and search results: 70–180 characters, ideally 120–160.':
    'Na liście wpisów i w wynikach wyszukiwania: 70–180 znaków, najlepiej 120–160.',
  'A team or a role, such as "Vocalis BPO editorial team".': 'Zespół albo stanowisko, np. „Redakcja Vocalis BPO”.',
  'What the cover shows, for people who cannot see it.': 'Co przedstawia okładka – dla osób, które jej nie widzą.',
  'Start with a paragraph, then sections with level-2 headings; the table of contents uses them.':
    'Zacznij od akapitu, potem dodaj sekcje z nagłówkami 2. poziomu; z nich powstaje spis treści.',
  'Short name for menus, cards and links.': 'Krótka nazwa do menu, kart i linków.',
  'One sentence for the services list and cards.': 'Jedno zdanie do listy usług i kart.',
}

/** A field's description in the language of the section being built. */
export function sectionDescription(description: string | undefined): string | undefined {
  return building === 'pl' && description ? (POLISH_DESCRIPTIONS[description] ?? description) : description
}

/** The language of the section `bilingual()` is building, while it builds it. */
let building: 'en' | 'pl' | null = null

/** A label in the language of the section being built: Polish inside the Polish section. */
export function sectionLabel(label: string): string {
  return building === 'pl' ? (POLISH_LABELS[label] ?? label) : label
}

type TextField = ReturnType<typeof fields.text>
type TextInputProps = Parameters<TextField['Input']>[0]

const countStyle = { fontSize: '0.8125rem', margin: '0.25rem 0 0', color: '#52525b' }

/** The field's own input with its length against the limit under it. */
function CountedInput({ base, max, ...props }: TextInputProps & { base: TextField['Input']; max: number }) {
  const length = [...(props.value ?? '')].length
  return createElement(
    Fragment,
    null,
    createElement(base as (props: TextInputProps) => ReactElement, props),
    createElement(
      'p',
      { style: { ...countStyle, ...(length > max ? { color: '#b3261e', fontWeight: 600 } : {}) } },
      `${length} / ${max}`,
    ),
  )
}

/**
 * A text field with its length against the limit under it ("37 / 120"), as the person types:
 * titles and descriptions have limits search results and cards impose.
 */
function counted(field: TextField, max: number | undefined): TextField {
  if (!max) return field
  return {
    ...field,
    // Keystatic renders a field through its Input property; the component lives at module level.
    // biome-ignore lint/correctness/noComponentHookFactories: a field's Input is a property Keystatic calls
    Input: (props: TextInputProps) => createElement(CountedInput, { ...props, base: field.Input, max }),
  }
}

/** One line of copy. */
export function line(label: string, length: Length = {}, description?: string) {
  return counted(
    fields.text({
      label: sectionLabel(label),
      description: sectionDescription(description),
      validation: { isRequired: true, length: { min: 1, ...length } },
    }),
    length.max,
  )
}

/** A paragraph or more, edited in a multi-line box. */
export function prose(label: string, length: Length = {}, description?: string) {
  return counted(
    fields.text({
      label: sectionLabel(label),
      description: sectionDescription(description),
      multiline: true,
      validation: { isRequired: true, length: { min: 1, ...length } },
    }),
    length.max,
  )
}

/** A list of paragraphs. */
export function paragraphs(label: string, count: Length, description?: string) {
  return fields.array(prose('Paragraph', { min: 20 }), {
    label: sectionLabel(label),
    description: sectionDescription(description),
    itemLabel: (props) => props.value.slice(0, 60) || 'Paragraph',
    validation: { length: count },
  })
}

/** A list of short strings (benefits, integrations…). */
export function lines(label: string, count: Length, description?: string) {
  return fields.array(line('Item'), {
    label: sectionLabel(label),
    description: sectionDescription(description),
    itemLabel: (props) => props.value || 'Item',
    validation: { length: count },
  })
}

/** Title-and-text items: what is included, steps, values… */
export function titledList(label: string, count: Length, description?: string) {
  return fields.array(fields.object({ title: line('Title', { min: 2 }), text: prose('Text', { min: 10 }) }), {
    label: sectionLabel(label),
    description: sectionDescription(description),
    itemLabel: (props) => props.fields.title.value || 'Item',
    validation: { length: count },
  })
}

export function faqList(label: string, count: Length) {
  return fields.array(
    fields.object({ question: line('Question', { min: 10 }), answer: prose('Answer', { min: 20 }) }),
    {
      label: sectionLabel(label),
      itemLabel: (props) => props.fields.question.value || 'Question',
      validation: { length: count },
    },
  )
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * The address of the item in one language. Changing it on a published item is safe: the
 * build adds a 301 from the old address (content/published-slugs.json).
 */
export function urlSlug(lang: 'en' | 'pl') {
  return uniqueSlug(slugField(), lang)
}

function slugField() {
  return fields.text({
    label: sectionLabel('URL slug'),
    description: sectionDescription(
      'The last part of the page address: lowercase letters, digits and hyphens, no Polish letters. Changing it later adds a redirect from the old address.',
    ),
    validation: {
      isRequired: true,
      length: { min: 2, max: 80 },
      pattern: {
        regex: SLUG,
        message: 'lowercase letters, digits and single hyphens only (e.g. "inbound-call-center")',
      },
    },
  })
}

/**
 * The entry's file name, fixed once created: code and other entries refer to it
 * (a service's related services, a case study's industry).
 */
export function entryKey() {
  return fields.text({
    label: 'Key (file name) / Klucz (nazwa pliku)',
    description:
      'Internal name of the file, in English. Set once; links between entries use it. / Wewnętrzna nazwa pliku, po angielsku; ustawiana raz.',
    validation: {
      isRequired: true,
      length: { min: 2, max: 60 },
      pattern: {
        regex: SLUG,
        message: 'lowercase letters, digits and single hyphens only / tylko małe litery, cyfry i pojedyncze łączniki',
      },
    },
  })
}

/**
 * The key of an entry of a fixed set (the 15 services, the 8 industries): the site's code
 * links to each by key, so the editor accepts only those keys. A renamed key, or a new
 * entry (every allowed key is taken), is refused under the field before a save.
 */
export function fixedKey(keys: readonly string[], what: { en: string; pl: string }) {
  const regex = new RegExp(`^(?:${keys.join('|')})$`)
  return fields.text({
    label: 'Key (file name) / Klucz (nazwa pliku)',
    description: `Fixed: the site has exactly these ${what.en}; do not change it. / Stały: strona ma dokładnie te ${what.pl}; nie zmieniaj go.`,
    validation: {
      isRequired: true,
      pattern: {
        regex,
        message: `must stay one of the site's ${what.en} (${keys.join(', ')}); new ones need a developer / musi pozostać jednym z kluczy (${what.pl}); nowe dodaje programista`,
      },
    },
  })
}

/** A tag: what the blog's tag pages and related posts match on. */
export const TAG = /^[a-z0-9ąćęłńóśźż]+(?:-[a-z0-9ąćęłńóśźż]+)*$/

/** The same fields in English and Polish, in one entry: the editor shows both in one form. */
export function bilingual<T extends Parameters<typeof fields.object>[0]>(build: (lang: 'en' | 'pl') => T) {
  const inSection = (lang: 'en' | 'pl') => {
    building = lang
    try {
      return build(lang)
    } finally {
      building = null
    }
  }
  return {
    en: fields.object(inSection('en'), { label: 'English' }),
    pl: fields.object(inSection('pl'), { label: 'Polish (Polski)' }),
  }
}

/** An entry as the pages use it: the reader's readonly arrays made plain. */
export type Plain<T> = T extends readonly (infer U)[]
  ? Plain<U>[]
  : T extends object
    ? { -readonly [K in keyof T]: Plain<T[K]> }
    : T

/**
 * An optional picture uploaded in the editor, stored under public/images/<folder>, with
 * its description for screen readers in both languages (required once there is a picture).
 * The build makes AVIF and WebP copies in several widths (integrations/content/content-images.ts).
 */
export function picture(
  label: string,
  folder: string,
  file: { label?: string; description?: string } = {},
  description?: string,
) {
  return fields.conditional(fields.checkbox({ label, description, defaultValue: false }), {
    true: fields.object({
      file: imageWithinLimit(
        fields.image({
          label: file.label ?? 'Image (JPEG, PNG or WebP, at least 1440 pixels wide, up to 2 MB)',
          description: file.description,
          directory: `public/images/${folder}`,
          publicPath: `/images/${folder}/`,
          validation: { isRequired: true },
        }),
      ),
      alt: fields.object(
        {
          en: describes(
            line(
              'Description (English)',
              { min: 5, max: 200 },
              'What the picture shows, for people who cannot see it.',
            ),
            'en',
          ),
          pl: describes(
            line(
              'Description (Polish)',
              { min: 5, max: 200 },
              'Co przedstawia zdjęcie – dla osób, które go nie widzą.',
            ),
            'pl',
          ),
        },
        { label: 'Alternative text' },
      ),
    }),
    false: fields.empty(),
  })
}
