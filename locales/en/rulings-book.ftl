## The rulings book: filters of `rulings list` and `rulings search`, and the exported page
ruling-page = On the rulings page
rulings-unknown-expansion = There is no expansion "{ $value }". Nearest: { $suggestions }. (`arbiter glossary` finds every name.)
rulings-unknown-piece = There is no piece "{ $value }". Nearest: { $suggestions }. (`arbiter glossary` finds every name.)
rulings-unknown-category-near = Unknown category "{ $category }"; did you mean { $suggestion }? The categories are placement, scoring, movement, turn-structure and definition.
cli-rulings-search-arg-game = Only rulings of this game: carcassonne or keyflower.
cli-rulings-export-about = Write the rulings book as one self-contained web page (index.html) for reading offline, on a phone too: both languages side by side, search, filters and the glossary.
cli-rulings-export-arg-html = The folder to write index.html into (created if missing).
export-written = Wrote { $path }: { $entries } rulings and { $terms } glossary terms, { $kilobytes } KB. Open it in any browser; it needs no network.

page-title = arbiter — the rulings book
page-intro = Every rule and ruling arbiter cites: the base rules, the expansion rules, the Dutch FAQ and Keyflower, in English and Dutch. This page works offline.
page-language = Language
page-lang-en = English
page-lang-nl = Dutch
page-lang-both = Both
page-search = Search
page-search-hint = words in English or Dutch, or an id
page-game = Game
page-game-all = All games
page-expansion = Expansion
page-expansion-all = All expansions
page-shown = Shown:
page-no-hits = No ruling matches these words.
page-rulings = Rules and rulings
page-glossary = Glossary
page-top = Back to the top
page-made-by = Made by arbiter { $version } from its rulings database; the search ranks exactly like `arbiter rulings search`.
