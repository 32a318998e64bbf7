import type { Dictionary } from './en'

export const pl: Dictionary = {
  'site.tagline': 'Outsourcing call center i BPO',
  'meta.defaultDescription':
    'Outsourcing call center i BPO z Częstochowy: infolinie, sprzedaż telefoniczna, helpdesk, back office i wirtualni agenci AI w ponad 10 językach.',

  'a11y.skipToContent': 'Przejdź do treści',
  'a11y.loading': 'Wczytywanie strony…',
  'a11y.mainNav': 'Nawigacja główna',
  'a11y.footerNav': 'Nawigacja w stopce',
  'a11y.breadcrumbs': 'Ścieżka nawigacji',
  'a11y.openMenu': 'Otwórz menu',
  'a11y.closeMenu': 'Zamknij menu',
  'a11y.homeLink': '{brand}: strona główna',
  'a11y.externalLink': '(otwiera się w nowej karcie)',

  'nav.home': 'Strona główna',
  'nav.ai': 'AI',
  'nav.about': 'O nas',
  'nav.services': 'Usługi',
  'nav.allServices': 'Wszystkie usługi',
  'nav.aiServices': 'Usługi AI',
  'nav.blog': 'Blog',
  'nav.career': 'Kariera',
  'nav.contact': 'Kontakt',

  'lang.switchTo': 'Switch to English',
  'lang.label': 'Język',
  'lang.en': 'English',
  'lang.pl': 'Polski',
  'lang.short.en': 'EN',
  'lang.short.pl': 'PL',

  'button.backHome': 'Wróć na stronę główną',
  'button.learnMore': 'Dowiedz się więcej',
  'button.bookConsultation': 'Skontaktuj się',
  'button.contactUs': 'Napisz do nas',
  'button.sendMessage': 'Wyślij wiadomość',
  'button.close': 'Zamknij',

  'footer.about':
    'Partner w obsłudze klienta i procesach back office z Częstochowy. Od 2008 roku wspieramy firmy w Polsce i w Europie.',
  'footer.company': 'Firma',
  'footer.services': 'Usługi',
  'footer.contact': 'Kontakt',
  'footer.legal': 'Informacje prawne',
  'footer.address': 'Adres',
  'footer.email': 'E-mail',
  'footer.phone': 'Telefon',
  'footer.privacy': 'Polityka prywatności',
  'footer.terms': 'Regulamin',
  'footer.cookieSettings': 'Ustawienia plików cookie',
  'footer.copyright': '© {year} {legalName}. Wszelkie prawa zastrzeżone.',
  'footer.registry': 'KRS {krs} · NIP {nip} · REGON {regon}',

  'notFound.metaTitle': 'Nie znaleziono strony',
  'notFound.eyebrow': 'Błąd 404',
  'notFound.title': 'Nie możemy znaleźć tej strony',
  'notFound.text':
    'Adres mógł zostać błędnie wpisany albo strona została przeniesiona. Zacznij od strony głównej lub wybierz jedną z poniższych.',
  'notFound.suggestions': 'Najczęściej odwiedzane',

  'error.metaTitle': 'Coś poszło nie tak',
  'error.title': 'Wystąpił błąd po naszej stronie',
  'error.text': 'Spróbuj ponownie za chwilę. Jeśli problem się powtórzy, napisz do nas: {email}.',

  'contact.metaTitle': 'Kontakt: zapytaj o ofertę call center',
  'contact.metaDescription':
    'Opowiedz nam o swoim projekcie obsługi klienta lub sprzedaży. Odpowiadamy w ciągu jednego dnia roboczego z pytaniami, planem i wstępną wyceną.',
  'contact.eyebrow': 'Kontakt',
  'contact.title': 'Porozmawiajmy o Państwa obsłudze klienta',
  'contact.lead':
    'Napisz, czego potrzebujesz: nowej infolinii, dodatkowych konsultantów na sezon czy pełnego outsourcingu. Odpowiadamy w ciągu jednego dnia roboczego.',

  'services.metaTitle': 'Usługi call center i BPO',
  'services.metaDescription':
    'Piętnaście usług call center i back office: infolinie, sprzedaż telefoniczna, helpdesk, obsługa szkód, omnichannel, agenci AI, kontrola jakości i szkolenia.',
  'services.eyebrow': 'Usługi',
  'services.title': 'Kompleksowa obsługa klientów u jednego partnera',
  'services.lead':
    'Telefon, kanały cyfrowe, back office i AI: wybierz jedną usługę albo połącz kilka. Każdy projekt prowadzimy według tych samych standardów jakości i raportowania.',
  'services.group.voice': 'Obsługa telefoniczna',
  'services.group.digital': 'Kanały cyfrowe',
  'services.group.backOffice': 'Back office i obsługa szkód',
  'services.group.ai': 'AI i automatyzacja',
  'services.group.workforce': 'Zespoły, jakość i szkolenia',

  'service.included': 'Co obejmuje usługa',
  'service.steps': 'Jak to działa',
  'service.figures': 'Wyniki, na które można liczyć',
  'service.industries': 'Dla jakich branż',
  'service.faq': 'Najczęstsze pytania',
  'service.related': 'Powiązane usługi',
  'service.ctaTitle': 'Porozmawiajmy o usłudze: {service}',
  'service.ctaText': 'Opisz wolumeny, godziny pracy i cele. Ofertę przygotujemy w kilka dni, nie tygodni.',

  'blog.metaTitle': 'Blog: wiedza o obsłudze klienta',
  'blog.metaDescription':
    'Artykuły o outsourcingu call center: koszty i modele rozliczeń, rozwiązywanie spraw przy pierwszym kontakcie, agenci AI, RODO w obsłudze klienta i szczyty sezonowe.',
  'blog.title': 'Blog',
  'blog.lead': 'Praktyczna wiedza dla firm, które prowadzą lub kupują obsługę klienta.',

  'figure.yearsExperience': 'lat doświadczenia',
  'figure.profitabilityIncrease': 'średni wzrost rentowności',
  'figure.firstCallResolution': 'spraw rozwiązanych przy pierwszym kontakcie',
  'figure.successfulProjects': 'zrealizowanych projektów',
  'figure.clientSatisfaction': 'zadowolonych klientów',
  'figure.csatDesktop': 'CSAT na komputerach',
  'figure.csatMobile': 'CSAT na urządzeniach mobilnych',
  'figure.fasterResolutions': 'szybsze rozwiązywanie spraw',
  'figure.aiAgents': 'agentów AI wdrożonych w 48 godzin',
  'figure.aiAgentsHours': 'godzin na skalowanie',
  'figure.certifiedAgents': 'certyfikowanych konsultantów',
  'figure.languages': 'języków obsługi',
  'figure.handleTimeReduction': 'krótszy średni czas obsługi',
  'figure.leadsIncrease': 'więcej leadów w 90 dni',
  'figure.meetingsIncrease': 'więcej spotkań w 90 dni',
  'figure.resultsDays': 'dni do pierwszych wyników',

  'industry.finance': 'Finanse i ubezpieczenia',
  'industry.healthcare': 'Ochrona zdrowia',
  'industry.technology': 'Technologie',
  'industry.retail': 'Handel i e-commerce',
  'industry.telecom': 'Telekomunikacja',
  'industry.manufacturing': 'Produkcja',
  'industry.education': 'Edukacja',
  'industry.energy': 'Energetyka i media',

  'legal.version': 'Wersja {version}',
  'legal.effective': 'Obowiązuje od {date}',
  'legal.toc': 'Spis treści',
  'placeholder.text': 'Ta strona jest w przygotowaniu. Tymczasem zapraszamy do bezpośredniego kontaktu.',
}
