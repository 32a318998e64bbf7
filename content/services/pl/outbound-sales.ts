import type { ServiceContent } from '../../../app/content/types'

export default {
  slug: 'outbound-sales',
  name: 'Sprzedaż telefoniczna (outbound)',
  summary:
    'Telesprzedaż i generowanie leadów, które zamieniają bazę kontaktów w kwalifikowane leady, umówione spotkania i podpisane umowy.',
  metaTitle: 'Telemarketing i sprzedaż telefoniczna – outsourcing',
  metaDescription:
    'Sprzedaż telefoniczna B2B i B2C: przygotowanie bazy, kwalifikacja leadów i domykanie sprzedaży. W ciągu 90 dni +35% leadów i +28% umówionych spotkań.',
  headline: 'Sprzedaż telefoniczna, która wypełnia lejek kwalifikowanymi szansami',
  lead: 'Nasze zespoły outbound dzwonią do Państwa potencjalnych i obecnych klientów z jasno określonym celem: kwalifikowany lead, umówione spotkanie lub zamknięta sprzedaż. Łączymy precyzyjny dobór grupy docelowej, sprawdzone scenariusze rozmów i codzienne zarządzanie wynikami. Efekt widać w lejku sprzedażowym – w ciągu 90 dni o 35% więcej leadów i o 28% więcej spotkań.',
  intro: [
    'Sprzedaż telefoniczna działa tylko wtedy, gdy właściwa osoba usłyszy właściwy komunikat we właściwym momencie – i tylko wtedy, gdy zgodziła się na taki kontakt: art. 398 Prawa komunikacji elektronicznej wymaga uprzedniej zgody na marketing bezpośredni przez telefon i e-mail, także wobec firm. Dzwonimy więc do Państwa klientów i potencjalnych klientów, którzy wyrazili zgodę, do osób proszących o kontakt oraz do kontaktów z baz opartych na zgodach, a każdą zgodę rejestrujemy wraz ze źródłem, datą i treścią. Zanim wykonamy pierwszy telefon, razem z Państwem określamy profil idealnego klienta, segmenty i argumenty sprzedażowe, a następnie weryfikujemy i uzupełniamy dane kontaktowe. Scenariusze piszemy jako przewodniki po rozmowie, a nie monologi: z otwarciem, pytaniami kwalifikującymi, odpowiedziami na typowe obiekcje i jasno określonym kolejnym krokiem dla każdego wyniku rozmowy.',
    'Prowadzimy kampanie B2B – generowanie leadów, umawianie spotkań dla Państwa handlowców, pozyskiwanie partnerów i dystrybutorów – oraz kampanie B2C, takie jak cross-selling i upselling do obecnych klientów, odzyskiwanie klientów utraconych czy szybki kontakt z osobami, które zostawiły zapytanie na stronie. Każdą rozmowę odnotowujemy w Państwa CRM wraz z wynikiem i notatką, więc handlowiec dostaje kontekst, a nie tylko nazwisko i numer telefonu. Przed każdym połączeniem sprawdzamy zgodę, natychmiast uwzględniamy jej wycofanie i każdy sprzeciw oraz przechowujemy dokumentację, która pozwala wykazać zgodność z przepisami.',
    'Kampanią zarządzamy na podstawie danych, a nie intuicji. Liderzy codziennie monitorują skuteczność dodzwonień, konwersję na kolejnych etapach i jakość rozmów, a otwarcia i oferty testujemy w wariantach A/B, by sprawdzić, co najlepiej działa w Państwa grupie docelowej. Ta dyscyplina przekłada się na +35% leadów i +28% spotkań w ciągu 90 dni – oraz na lejek sprzedażowy, który da się prognozować.',
  ],
  included: [
    {
      title: 'Dobór grupy docelowej i przygotowanie bazy',
      text: 'Profil idealnego klienta, segmentacja, budowa bazy i weryfikacja danych kontaktowych – z usunięciem duplikatów i osób, które zgłosiły sprzeciw, jeszcze przed startem kampanii.',
    },
    {
      title: 'Generowanie i kwalifikacja leadów',
      text: 'Rozmowy, w których ustalamy decydenta, potrzeby, budżet i horyzont zakupu według kryteriów takich jak BANT, a do Państwa zespołu przekazujemy wyłącznie leady gotowe do rozmowy handlowej.',
    },
    {
      title: 'Umawianie spotkań',
      text: 'Spotkania wpisywane bezpośrednio do kalendarzy Państwa handlowców, z notatką przygotowującą i potwierdzeniem wysłanym do klienta, co ogranicza liczbę przepadających wizyt.',
    },
    {
      title: 'Telesprzedaż i upselling',
      text: 'Domykanie sprzedaży przez telefon, cross-selling i upselling w Państwa bazie klientów oraz przedłużanie umów i subskrypcji, zanim wygasną.',
    },
    {
      title: 'Skrypty, obiekcje i testy',
      text: 'Przewodniki rozmów tworzone razem z Państwa działem sprzedaży i doskonalone dzięki testom A/B otwarć, ofert i wezwań do działania.',
    },
    {
      title: 'Raportowanie w CRM',
      text: 'Każdy wynik rozmowy zapisany w Salesforce, HubSpot, Pipedrive lub Państwa systemie CRM oraz dzienne i tygodniowe raporty kontaktów, konwersji i wartości lejka.',
    },
  ],
  steps: [
    {
      title: 'Projekt kampanii',
      text: 'Ustalamy cele, segmenty docelowe, ofertę, kryteria kwalifikacji i KPI, a także precyzyjnie definiujemy, co dla Państwa zespołu oznacza lead i spotkanie.',
    },
    {
      title: 'Dane i scenariusze',
      text: 'Przygotowujemy i weryfikujemy bazę, piszemy scenariusze rozmów i odpowiedzi na obiekcje oraz łączymy się z Państwa CRM i kalendarzami.',
    },
    {
      title: 'Pilotaż',
      text: 'Przeszkolony zespół dzwoni do reprezentatywnej części bazy. Razem z Państwem odsłuchujemy nagrania i dopracowujemy przekaz, zanim zwiększymy skalę.',
    },
    {
      title: 'Skalowanie i optymalizacja',
      text: 'Rozbudowujemy zespół do uzgodnionej wielkości, codziennie zarządzamy wynikami, raportujemy efekty w lejku i przesuwamy wysiłek na najlepiej konwertujące segmenty.',
    },
  ],
  figures: ['leadsIncrease', 'meetingsIncrease', 'resultsDays', 'teamSize'],
  industries: ['finance', 'telecom', 'energy', 'technology', 'education'],
  faqs: [
    {
      question: 'Prowadzicie kampanie B2B czy B2C?',
      answer:
        'Oba rodzaje. W B2B koncentrujemy się na generowaniu i kwalifikacji leadów oraz umawianiu spotkań dla Państwa handlowców, w B2C – na cross-sellingu, upsellingu, przedłużeniach umów i odzyskiwaniu klientów. Profil zespołu, scenariusze i KPI ustalamy osobno dla każdego typu kampanii.',
    },
    {
      question: 'Skąd pochodzą dane do dzwonienia?',
      answer:
        'Z kontaktów, które zgodziły się na kontakt: od Państwa klientów i leadów z zarejestrowaną zgodą na marketing telefoniczny lub e-mailowy, z zapytań przychodzących i próśb o oddzwonienie. Przy kampaniach nastawionych na nowych klientów pomagamy budować bazy oparte na zgodach – przez stronę internetową, wydarzenia, webinary i treści eksperckie – zamiast dzwonić do firm z publicznych rejestrów, bo art. 398 Prawa komunikacji elektronicznej wymaga uprzedniej zgody na telefony i e-maile marketingowe także wobec firm. Każdą bazę przed rozpoczęciem połączeń sprawdzamy pod kątem zgód, ich wycofania i sprzeciwów.',
    },
    {
      question: 'Kiedy zobaczymy pierwsze efekty?',
      answer:
        'Pierwsze kwalifikowane leady pojawiają się zwykle już w fazie pilotażu. W ciągu 90 dni nasze kampanie przynoszą o 35% więcej leadów i o 28% więcej spotkań, ponieważ z tygodnia na tydzień dopracowujemy scenariusze, targetowanie i pracę zespołu.',
    },
    {
      question: 'Jak upewniacie się, że leady są naprawdę kwalifikowane?',
      answer:
        'Kryteria kwalifikacji uzgadniamy z Państwa działem sprzedaży na piśmie, a konsultanci potwierdzają je w rozmowie i w notatce w CRM. Handlowcy mogą odrzucić lead, który ich nie spełnia – taka informacja zwrotna od razu trafia do coachingu i scenariuszy.',
    },
    {
      question: 'Na jakich rynkach i w jakich językach dzwonicie?',
      answer:
        'Nasi konsultanci prowadzą rozmowy w ponad 10 językach, dzięki czemu jeden zespół może realizować kampanie w Polsce i na kilku innych rynkach europejskich według tych samych procesów i z jednolitym raportowaniem.',
    },
    {
      question: 'Jak wyceniana jest kampania outbound?',
      answer:
        'Proponujemy rozliczenie za godzinę pracy konsultanta, za kwalifikowany lead lub umówione spotkanie albo model mieszany: stała opłata plus premia za wynik. Model ustalamy po zaprojektowaniu kampanii, gdy znamy cele i jakość bazy.',
    },
  ],
  related: ['appointment-setting', 'customer-retention', 'training-development'],
} satisfies ServiceContent
