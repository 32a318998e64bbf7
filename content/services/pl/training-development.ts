import type { ServiceContent } from '../../../app/content/types'

export default {
  slug: 'training-development',
  name: 'Szkolenia i rozwój',
  summary:
    'Akademie wdrożeniowe, szkolenia produktowe i coaching umiejętności miękkich, dzięki którym konsultanci szybciej osiągają pełną efektywność.',
  metaTitle: 'Szkolenia dla contact center i rozwój konsultantów',
  metaDescription:
    'Akademie wdrożeniowe, szkolenia produktowe i coaching umiejętności miękkich dla zespołów contact center. Więcej spraw rozwiązanych przy pierwszym kontakcie.',
  headline: 'Konsultanci gotowi na prawdziwych klientów od pierwszej zmiany',
  lead: 'O jakości contact center decyduje szkolenie – na długo przed pierwszą rozmową. Projektujemy i prowadzimy akademie wdrożeniowe, szkolenia produktowe i coaching umiejętności miękkich dla Państwa własnych zespołów lub tych, które prowadzimy w Państwa imieniu, aby konsultanci szybciej osiągali pełną efektywność i rozwijali się również po starcie projektu.',
  intro: [
    'Wiele odejść konsultantów i wiele skarg klientów ma tę samą przyczynę: ludzie trafiają na słuchawki, zanim są gotowi, z instrukcją produktu zamiast praktyki. Budujemy uporządkowane ścieżki nauki, które łączą wiedzę produktową, ćwiczenia w systemach i umiejętność prowadzenia rozmowy, a gotowość sprawdzamy testami i nadzorowanymi kontaktami na żywo, zanim konsultant zacznie pracować samodzielnie.',
    'Nasi trenerzy sami przepracowali lata na sali operacyjnej, a za nimi stoi ponad 17 lat doświadczenia firmy w obsłudze klienta. Państwa dokumentację, procedury i wnioski z kontroli jakości zamieniają w scenki, symulacje i krótkie moduły, które konsultanci naprawdę zapamiętują. Ponieważ szkolenia są powiązane z kontrolą jakości, coaching skupia się na zachowaniach, które przekładają się na wyniki. Według tego samego programu szkolimy własny zespół ponad 100 konsultantów, który rozwiązuje 90% spraw przy pierwszym kontakcie.',
    'Możemy poprowadzić dla Państwa całą akademię, przeszkolić Państwa trenerów albo zrealizować wybrane programy: wprowadzenie nowego produktu, deeskalację trudnych rozmów czy rozmowy sprzedażowe. Szkolenia prowadzimy w Częstochowie, w Państwa siedzibie lub zdalnie – po polsku, po angielsku i w innych językach, w których pracują Państwa zespoły. Każdy program kończy się mierzalnym wynikiem, a nie tylko listą obecności.',
  ],
  included: [
    {
      title: 'Akademie wdrożeniowe',
      text: 'Uporządkowane programy wdrożenia obejmujące firmę, produkty, systemy, procedury i rozmowy z klientem, zakończone oceną gotowości i okresem pracy pod opieką (tzw. nesting).',
    },
    {
      title: 'Szkolenia produktowe i procesowe',
      text: 'Moduły o Państwa produktach, taryfach, zasadach i systemach, aktualizowane przy każdej premierze lub zmianie, wraz ze ściągami, z których konsultanci korzystają w trakcie rozmowy.',
    },
    {
      title: 'Coaching umiejętności miękkich',
      text: 'Aktywne słuchanie, empatia, prowadzenie rozmowy, deeskalacja, komunikacja pisemna i rozmowy sprzedażowe – ćwiczone w scenkach i na analizie prawdziwych nagrań.',
    },
    {
      title: 'Rozwój liderów zespołów',
      text: 'Coaching, udzielanie informacji zwrotnej i rozmowy o wynikach dla liderów i supervisorów, aby nauka trwała na sali operacyjnej także po zakończeniu szkolenia.',
    },
    {
      title: 'Szkolenie trenerów',
      text: 'Metody, materiały i ścieżki certyfikacji, dzięki którym Państwa wewnętrzni trenerzy prowadzą nasze programy w spójny sposób we wszystkich lokalizacjach.',
    },
    {
      title: 'Pomiar efektów',
      text: 'Testy wiedzy, oceny jakości rozmów i śledzenie KPI przed szkoleniem i po nim, raportowane dla każdej grupy i każdego konsultanta.',
    },
  ],
  steps: [
    {
      title: 'Analiza potrzeb',
      text: 'Analizujemy Państwa KPI, wyniki kontroli jakości, rotację i opinie konsultantów, aby wskazać luki, które szkolenie powinno zamknąć.',
    },
    {
      title: 'Projekt programu',
      text: 'Przygotowujemy program, materiały, symulacje i testy, korzystając z Państwa dokumentacji oraz prawdziwych, zanonimizowanych kontaktów.',
    },
    {
      title: 'Szkolenie i nesting',
      text: 'Trenerzy prowadzą zajęcia stacjonarnie lub zdalnie, a następnie nowi konsultanci obsługują prawdziwe kontakty pod ścisłą opieką.',
    },
    {
      title: 'Coaching na sali operacyjnej',
      text: 'Liderzy i coachowie wykorzystują wyniki kontroli jakości w krótkich, regularnych sesjach, które utrwalają to, czego konsultanci się nauczyli.',
    },
    {
      title: 'Ocena i aktualizacja',
      text: 'Mierzymy wpływ szkolenia na jakość i KPI, zbieramy opinie uczestników i aktualizujemy program przed kolejnym naborem lub zmianą produktu.',
    },
  ],
  figures: ['teamSize', 'firstCallResolution', 'yearsExperience'],
  industries: ['finance', 'telecom', 'technology', 'healthcare', 'education'],
  faqs: [
    {
      question: 'Czy szkolicie zespoły, które nie pracują w Vocalis?',
      answer:
        'Tak. Szkolenia i rozwój oferujemy jako osobną usługę – dla wewnętrznych contact center i dla zespołów prowadzonych przez innych dostawców. Każdy program dopasowujemy do Państwa systemów, procedur i kultury organizacyjnej.',
    },
    {
      question: 'Ile trwa akademia wdrożeniowa?',
      answer:
        'To zależy od złożoności produktów i kanałów, które będą obsługiwać konsultanci. Długość ustalamy po analizie potrzeb i zalecamy, by o gotowości decydowały wyniki testów, a nie z góry ustalony kalendarz.',
    },
    {
      question: 'Czy szkolenia mogą odbywać się zdalnie?',
      answer:
        'Tak. Prowadzimy wirtualne sale szkoleniowe ze scenkami na żywo, ćwiczeniami w małych grupach i środowiskami testowymi systemów, uzupełnione krótkimi modułami e-learningowymi, które konsultanci przerabiają we własnym tempie.',
    },
    {
      question: 'Jak pokazujecie, że szkolenie działa?',
      answer:
        'Każdy program ma uzgodnione mierniki, takie jak wyniki testów, oceny jakości, odsetek spraw rozwiązanych przy pierwszym kontakcie i czas dojścia do pełnej efektywności. Porównujemy je przed szkoleniem i po nim, a wyniki przedstawiamy Państwu w raporcie.',
    },
    {
      question: 'Czy przygotujecie nasz zespół do premiery produktu?',
      answer:
        'Tak. Z wyprzedzeniem przygotowujemy szkolenie premierowe, ściągi i aktualizacje FAQ, szkolimy konsultantów przed datą premiery, a gdy zaczną napływać pierwsze pytania klientów, prowadzimy sesje przypominające.',
    },
  ],
  related: ['quality-assurance', 'flexible-workforce', 'technical-helpdesk'],
} satisfies ServiceContent
