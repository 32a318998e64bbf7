import type { CalculatorPageContent } from '../../../app/content/types'

export default {
  metaTitle: 'Kalkulator obsady call center (Erlang C)',
  metaDescription:
    'Ilu konsultantów potrzeba przy Państwa wolumenie połączeń? Bezpłatny kalkulator Erlang C: obsada, poziom obsługi, czas oczekiwania, etaty i orientacyjny koszt.',
  eyebrow: 'Kalkulator obsady',
  headline: 'Ilu konsultantów Państwo potrzebują?',
  lead: 'Wystarczy wpisać wolumen kontaktów i docelowy poziom obsługi. Kalkulator wyznaczy modelem Erlang C liczbę konsultantów na linii, liczbę osób w grafiku i liczbę etatów, a także orientacyjny koszt miesięczny.',
  methodologyTitle: 'Jak działa kalkulator',
  methodologyLead:
    'Kalkulator korzysta z modelu Erlang C – modelu kolejkowego, którym planiści obsady call center posługują się od dziesięcioleci. To rzetelny punkt wyjścia; poniżej wyjaśniamy, co zakłada i w czym rzeczywista praca call center od niego odbiega.',
  methodology: [
    {
      title: 'Założenia modelu Erlang C',
      text: 'Kontakty napływają losowo, ze stałą średnią intensywnością w danym przedziale, czasy obsługi wahają się wokół średniej, każdy konsultant może przyjąć każdy kontakt i nikt się nie rozłącza: klient czeka tyle, ile trzeba. Na podstawie natężenia ruchu (kontakty × czas obsługi ÷ długość przedziału) model wyznacza dla każdej liczby konsultantów prawdopodobieństwo oczekiwania i odsetek kontaktów odebranych w zadanym czasie; kalkulator wybiera najmniejszą liczbę, przy której cel zostaje osiągnięty.',
    },
    {
      title: 'Porzucenia: model zawyża obsadę',
      text: 'W rzeczywistości część klientów rozłącza się, gdy czekają zbyt długo, a każdy z nich zmniejsza obciążenie kolejki. Erlang C traktuje ich tak, jakby nadal czekali, dlatego przeszacowuje czas oczekiwania i wskazuje nieco więcej konsultantów, niż potrzeba – najwyraźniej przy wysokim obłożeniu. Modele uwzględniające porzucenia (Erlang A lub symulacja) dają niższe wyniki, jeśli znają Państwo cierpliwość swoich klientów.',
    },
    {
      title: 'Wiele kompetencji: model zaniża obsadę podzielonych zespołów',
      text: 'Model zakłada jedną kolejkę i wzajemnie zastępowalnych konsultantów. Gdy zespół dzieli się na grupy kompetencyjne (języki, produkty, linie wsparcia), każda grupa to mniejsza kolejka, a małe kolejki wymagają proporcjonalnie więcej osób. Każdą grupę warto policzyć osobno – suma wyjdzie wyższa niż jedno obliczenie dla wszystkich kontaktów. Konsultanci przeszkoleni do kilku kolejek odzyskują część tej różnicy.',
    },
    {
      title: 'Czat i e-mail: nie obsługuje się ich pojedynczo',
      text: 'Erlang C zakłada, że konsultant obsługuje jeden kontakt naraz. Na czacie prowadzi się zwykle dwie lub trzy rozmowy jednocześnie, więc wynik dla czatu zawyża zespół; podzielenie go przez liczbę równoległych rozmów to częste pierwsze przybliżenie. E-maile i sprawy back office mogą czekać godzinami – planuje się je według pracochłonności (liczba spraw × czas obsługi ÷ godziny produktywne), a nie modelem kolejkowym.',
    },
    {
      title: 'Przedziały, szczyty i absencja',
      text: 'Wolumen zmienia się w ciągu dnia. Warto policzyć każdy przedział typowego dnia albo ten najbardziej obciążony i ułożyć grafik pod tę krzywą; podana tu liczba etatów zakłada, że wpisany przedział trwa cały dzień, jest więc górnym oszacowaniem na tydzień. Współczynnik absencji (shrinkage) przelicza konsultantów na linii na osoby w grafiku: najlepiej przyjąć go z własnych danych o przerwach, szkoleniach, spotkaniach, urlopach i zwolnieniach.',
    },
  ],
} satisfies CalculatorPageContent
