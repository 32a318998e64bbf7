import type { AboutPageContent } from '../../../app/content/types'

export default {
  metaTitle: 'O nas – call center w Częstochowie od 2008 roku',
  metaDescription:
    'Vocalis BPO – contact center w Częstochowie od 2008 roku. Nasza historia, wartości, zespół i praktyki bezpieczeństwa, które chronią dane Państwa klientów.',
  eyebrow: 'O Vocalis BPO',
  headline: 'Contact center oparte na ludziach, procesach i zaufaniu',
  lead: 'Od 2008 roku odbieramy telefony, odpowiadamy na wiadomości i e-maile w imieniu firm, którym zależy na dobrej obsłudze klientów. Robimy to z Częstochowy – z zespołem, który traktuje Państwa klientów jak własnych.',
  storyTitle: 'Nasza historia',
  story: [
    'Vocalis BPO powstał w Częstochowie w 2008 roku jako niewielki zespół obsługujący infolinie lokalnych firm. Od początku przyświecała nam prosta zasada: outsourcowana obsługa klienta ma brzmieć tak, jakby prowadziła ją sama firma, a nie anonimowe call center.',
    'Przez ponad 17 lat wyrośliśmy na wielojęzyczne contact center: ponad 100 konsultantów w zespole, obsługa w ponad 10 językach i projekty w sprzedaży, obsłudze klienta, helpdesku i back office dla firm z Polski i innych krajów Europy.',
    'Dziś łączymy to doświadczenie z wirtualnymi agentami AI. Technologia przejmuje rutynę, a ludzie zajmują się rozmowami, które naprawdę się liczą. Niezmienny od pierwszego dnia pozostaje nasz sposób pracy: blisko klienta, z jawnymi wynikami i z dbałością o dane każdej osoby, z którą rozmawiamy.',
  ],
  valuesTitle: 'Nasze wartości',
  values: [
    {
      title: 'Odpowiedzialność',
      text: 'Traktujemy Państwa wskaźniki jak własne. Gdy coś idzie nie tak, mówimy o tym pierwsi – i od razu przychodzimy z planem naprawczym.',
    },
    {
      title: 'Przejrzystość',
      text: 'Otwarte raportowanie, dostęp do odsłuchów i szczere rekomendacje, także te, które nie zwiększają liczby zamówionych godzin.',
    },
    {
      title: 'Ludzie przede wszystkim',
      text: 'Dobrze przeszkoleni i uczciwie traktowani konsultanci lepiej obsługują klientów. Dlatego inwestujemy w coaching, ścieżki rozwoju i dobre warunki pracy.',
    },
    {
      title: 'Ciągłe doskonalenie',
      text: 'Każdy projekt mierzymy, analizujemy i usprawniamy. Drobne poprawki wprowadzane co miesiąc składają się na wyniki, które klienci naprawdę widzą.',
    },
  ],
  approachTitle: 'Jak współpracujemy z klientami',
  approach: [
    {
      title: 'Analiza potrzeb',
      text: 'Poznajemy Państwa produkty, klientów, kanały kontaktu i wolumeny, a następnie wspólnie ustalamy cele i wskaźniki sukcesu.',
    },
    {
      title: 'Projekt i wdrożenie',
      text: 'Planujemy zespół i grafiki, przygotowujemy skrypty i bazę wiedzy, integrujemy się z Państwa systemami, rekrutujemy i szkolimy konsultantów.',
    },
    {
      title: 'Start pod opieką',
      text: 'Uruchomienie nadzorują doświadczeni liderzy i stały opiekun klienta, który w pierwszych tygodniach jest z Państwem w codziennym kontakcie.',
    },
    {
      title: 'Pomiar i raportowanie',
      text: 'Analitycy jakości oceniają rozmowy, a Państwo regularnie otrzymują raporty o poziomie obsługi, jakości i opiniach klientów.',
    },
    {
      title: 'Rozwój i optymalizacja',
      text: 'Na podstawie danych usprawniamy procesy, wprowadzamy automatyzację tam, gdzie ma sens, i dopasowujemy skalę zespołu do zmian w Państwa biznesie.',
    },
  ],
  securityTitle: 'Bezpieczeństwo i ochrona danych',
  securityLead:
    'Państwa klienci powierzają dane Państwu, a Państwo – nam. Przetwarzamy dane osobowe zgodnie z RODO, a bezpieczeństwo informacji opieramy na praktykach wzorowanych na zabezpieczeniach normy ISO/IEC 27001.',
  security: [
    {
      title: 'RODO w standardzie',
      text: 'Umowy powierzenia z każdym klientem, rejestr czynności przetwarzania, minimalizacja danych i uzgodnione okresy przechowywania, a do tego wyznaczona osoba kontaktowa ds. prywatności.',
    },
    {
      title: 'Kontrola dostępu',
      text: 'Dostęp według ról i zasady wiedzy koniecznej, imienne konta z uwierzytelnianiem wieloskładnikowym oraz przegląd uprawnień przy każdej zmianie w zespole.',
    },
    {
      title: 'Szyfrowanie',
      text: 'Dane szyfrowane w trakcie przesyłania i w spoczynku, bezpieczne połączenia z systemami klientów oraz maskowanie numerów kart i innych wrażliwych pól.',
    },
    {
      title: 'Czyste biurko i czysty ekran',
      text: 'Przy projektach wrażliwych żadnych papierowych notatek ani prywatnych telefonów na stanowiskach, blokada ekranu przy każdym odejściu i kontrolowany dostęp do sali operacyjnej.',
    },
    {
      title: 'Szkolenia i świadomość',
      text: 'Szkolenie z ochrony danych i bezpieczeństwa dla każdej nowej osoby, regularne odświeżanie wiedzy i ćwiczenia z rozpoznawania phishingu dla całego zespołu.',
    },
    {
      title: 'Audyty i reagowanie na incydenty',
      text: 'Wewnętrzne audyty zabezpieczeń, udokumentowana procedura obsługi incydentów z szybkim powiadamianiem oraz gotowość na audyty prowadzone przez klientów.',
    },
  ],
  teamTitle: 'Nasz zespół',
  teamLead:
    'Za każdym projektem stoi kompletny zespół, a nie tylko grupa konsultantów. Oto kto pracuje przy obsłudze Państwa firmy.',
  team: [
    {
      title: 'Konsultanci',
      text: 'Certyfikowani konsultanci, którzy rozmawiają z Państwa klientami przez telefon, czat, e-mail i media społecznościowe – przeszkoleni z Państwa produktów i stylu komunikacji.',
    },
    {
      title: 'Liderzy zespołów',
      text: 'Kierują codzienną pracą zespołów, prowadzą coaching, przejmują eskalacje i pilnują, by obsługa trzymała ustalony poziom.',
    },
    {
      title: 'Jakość i szkolenia',
      text: 'Analitycy jakości oceniają rozmowy według uzgodnionych kryteriów, a trenerzy przekładają ich wnioski na szkolenia wdrożeniowe i przypominające.',
    },
    {
      title: 'Planowanie zasobów',
      text: 'Prognozują wolumeny i układają grafiki tak, aby właściwa liczba osób była dostępna we właściwym czasie – również w szczytach.',
    },
    {
      title: 'IT i bezpieczeństwo informacji',
      text: 'Dbają o telefonię, integracje, platformę AI i zabezpieczenia, które chronią dane klientów.',
    },
    {
      title: 'Opieka nad klientem',
      text: 'Jedna osoba kontaktowa dla Państwa firmy: odpowiada za raportowanie, przeglądy współpracy i przełożenie Państwa celów na plan projektu.',
    },
  ],
  locationTitle: 'Gdzie nas znaleźć',
  locationText:
    'Nasze centrum operacyjne mieści się w samym sercu Częstochowy, przy Alejach – głównej arterii miasta – w zasięgu krótkiego spaceru od dworca kolejowego i z dobrym dojazdem komunikacją miejską. Chętnie gościmy klientów: pokażemy salę operacyjną, przedstawimy zespół, który zająłby się Państwa projektem, i omówimy stosowane zabezpieczenia. Ponieważ wstęp na salę jest kontrolowany, wizyty umawiamy z wyprzedzeniem.',
} satisfies AboutPageContent
