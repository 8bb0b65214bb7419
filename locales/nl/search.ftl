# rulings search: hoe een vraag gelezen is en waarom het eerste antwoord past.
search-quoted = “{ $word }”
search-read-as = { $typed } als { $known }
search-did-you-mean = Bedoel je: { $words }?
search-unknown-words = arbiter kent { $words } niet; die zijn niet meegezocht.
search-why = Bovenaan { $id } ({ $title }): die past bij { $words }.
search-why-table-talk = Bovenaan { $id } ({ $title }): die past bij { $words }; gelezen: { $sayings }.
search-nothing-answers-well = Geen uitspraak beantwoordt deze vraag goed. Wat er het dichtst bij komt:
search-more = Meer hierover (datum, verwante uitspraken, waar het staat): { $command }
search-other-candidates = De andere kandidaten:
search-nothing-read = De vraag is lang: arbiter leest de eerste { $limit } tekens, en het eerste woord, { $from }, loopt daar voorbij, dus er is niets gelezen. Vraag het in kortere woorden, het belangrijkste eerst.
search-not-read = De vraag is lang: arbiter las { $read ->
        [one] het eerste woord
       *[other] de eerste { $read } woorden
    }; de rest ({ $unread ->
        [one] { $unread } woord
       *[other] { $unread } woorden
    }, vanaf { $from }) is niet gelezen. Zet wat het meest telt vooraan.
