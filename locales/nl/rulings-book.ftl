## Het uitsprakenboek: filters van `rulings list` en `rulings search`, en de geëxporteerde pagina
ruling-page = Op de uitsprakenpagina
rulings-unknown-expansion = Er is geen uitbreiding "{ $value }". Lijkt op: { $suggestions }. (`arbiter glossary` vindt elke naam.)
rulings-unknown-piece = Er is geen speelstuk "{ $value }". Lijkt op: { $suggestions }. (`arbiter glossary` vindt elke naam.)
rulings-unknown-category-near = Onbekende categorie "{ $category }"; bedoel je { $suggestion }? Schrijf `placement` (plaatsen), `scoring` (puntentelling), `movement` (zetten), `turn-structure` (beurtverloop) of `definition` (definitie).
cli-rulings-search-arg-game = Alleen uitspraken over dit spel: carcassonne of keyflower.
cli-rulings-export-about = Schrijf het uitsprakenboek als één zelfstandige webpagina (index.html) om offline te lezen, ook op een telefoon: beide talen naast elkaar, zoeken, filters en de woordenlijst.
cli-rulings-export-arg-html = De map waarin index.html komt (wordt aangemaakt als die ontbreekt).
export-written = { $path } geschreven: { $entries } uitspraken en { $terms } termen uit de woordenlijst, { $kilobytes } KB. Open het in elke browser; er is geen internet nodig.

page-title = arbiter — het uitsprakenboek
page-intro = Elke regel en uitspraak die arbiter aanhaalt: de basisregels, de regels van de uitbreidingen, de Nederlandse FAQ en Keyflower, in het Engels en het Nederlands. Deze pagina werkt zonder internet.
page-language = Taal
page-lang-en = Engels
page-lang-nl = Nederlands
page-lang-both = Beide
page-search = Zoeken
page-search-hint = woorden in het Engels of Nederlands, of een id
page-game = Spel
page-game-all = Alle spellen
page-expansion = Uitbreiding
page-expansion-all = Alle uitbreidingen
page-shown = Getoond:
page-no-hits = Geen uitspraak past bij deze woorden.
page-rulings = Regels en uitspraken
page-glossary = Woordenlijst
page-top = Terug naar boven
page-made-by = Gemaakt door arbiter { $version } uit zijn verzameling uitspraken; de zoekfunctie ordent de uitkomsten precies zoals `arbiter rulings search`.
