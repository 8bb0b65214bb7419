# rulings search: how a question was read and why the first answer matched.
search-quoted = “{ $word }”
search-read-as = { $typed } as { $known }
search-did-you-mean = Did you mean: { $words }?
search-unknown-words = arbiter does not know { $words }: left out of the search.
search-why = First { $id } ({ $title }): it matches { $words }.
search-why-table-talk = First { $id } ({ $title }): it matches { $words }; read { $sayings }.
search-nothing-answers-well = Nothing answers this question well. The nearest entries:
search-more = More about it (date, related rulings, where it stands): { $command }
search-other-candidates = The other candidates:
search-nothing-read = The question is long: arbiter reads its first { $limit } characters, and its first word, { $from }, runs past them, so nothing was read. Ask in shorter words, what matters most first.
search-not-read = The question is long: arbiter read its first { $read ->
        [one] word
       *[other] { $read } words
    }; the rest ({ $unread ->
        [one] { $unread } word
       *[other] { $unread } words
    }, from { $from } on) was not read. Put what matters most first.
