# De Draak, de Fee en de Jonkvrouw (klassiek): de naam, de twee figuren en de problemen die
# de regels vinden (expansions/princess_and_dragon/).

expansion-princess-and-dragon = De Draak, de Fee en de Jonkvrouw
piece-dragon = draak
piece-fairy = fee
pieces-dragon = draken
pieces-fairy = feeën
problem-pd-volcano-tile = Op de vulkaan op { $square } mag in de beurt waarin die gelegd wordt geen speelstuk: de draak is er net naartoe gegaan.
problem-pd-dragon-tile = Op de tegel op { $square } mag geen speelstuk: daar staat de draak.
problem-pd-dragon-draw = Tegel { $tile } toont het drakensymbool: die kan niet getrokken worden zolang er geen vulkaan ligt.
problem-pd-dragon-no-symbol = De draak vliegt alleen nadat een tegel met het drakensymbool is gelegd.
problem-pd-dragon-absent = De draak staat nog niet op tafel: een vulkaan brengt hem in het spel.
problem-pd-dragon-six = De draak vliegt per beurt hoogstens { $count ->
        [one] { $count } vak
       *[other] { $count } vakken
    }.
problem-pd-dragon-far = De draak vliegt telkens één vak, langs een rij of kolom, vanaf { $from }: { $square } ligt daar niet naast.
problem-pd-dragon-empty = Op { $square } ligt geen tegel: de draak vliegt alleen over tegels.
problem-pd-dragon-visited = De draak is deze beurt al op de tegel op { $square } geweest.
problem-pd-dragon-fairy = Op de tegel op { $square } staat de fee: daar mag de draak niet komen.
problem-pd-no-piece = { $player } heeft zo'n meeple niet op de tegel op { $square }.
problem-pd-which-piece = { $player } heeft meer dan één meeple op de tegel op { $square }: noem ook het gebied (EIGENAAR@X,Y:GEBIED, bijvoorbeeld rood@1,0:stad:N).
problem-pd-fairy-not-own = De fee mag alleen naast een eigen meeple gezet worden.
problem-pd-fairy-same = De fee staat al naast die meeple: zet haar naast een andere.
problem-pd-fairy-special = De fee staat naast een { $piece }: alleen een meeple kan de fee bij zich hebben.
problem-pd-fairy-on-dragon = De fee en de draak staan op dezelfde tegel: de draak komt nooit op de tegel van de fee, en op de tegel van de draak kan een meeple alleen op een toren, op een acrobatenplek of in een burcht staan, en die heeft deze tegel niet.
problem-pd-princess-none = Op de net gelegde tegel staat geen jonkvrouw.
problem-pd-princess-other-city = Die meeple staat niet in de stad van de jonkvrouw.
problem-pd-portal-none = Op de net gelegde tegel staat geen magische poort.
problem-pd-portal-special = Een { $piece } kan niet door de magische poort: alleen meeples kunnen dat; bijzondere speelstukken blijven op de net gelegde tegel.
problem-pd-portal-complete = De { $feature } op { $square } is af: de magische poort leidt alleen naar een gebied dat nog niet af is.
problem-pd-figure-twice = De doos bevat één { $piece }: de spelsituatie toont er meer.
problem-pd-dragon-no-volcano = De draak staat op tafel, maar er ligt geen vulkaan: alleen een vulkaan brengt hem in het spel.
problem-pd-piece-on-dragon = Op de tegel van de draak op { $square } staat een { $piece }: de draak eet elk speelstuk op waar hij landt, en niemand mag er een speelstuk op zetten.
problem-pd-dragon-on = De draak vliegt door zolang hij kan, tot zes vakken: hij heeft er { $count } gevlogen en kan nog naar { $square }.
problem-pd-dragon-last = De stap { $action-key } staat na de vlucht van de draak: als de draak pas na de telling vliegt, rijden eerst de wagens verder en dan pas vliegt de draak (zoals JCloisterZone het speelt). Zet die stap dus vóór de vlucht.
condition-dragon-ate-big-follower = de draak eet een grote meeple op
condition-dragon-took-builder-or-pig = een bouwmeester of varken gaat mee terug met de laatste meeple die de draak opeet
condition-fairy-bonus-paid = de 3 punten van de fee worden uitbetaald
condition-portal-big-follower = een grote meeple gaat door de magische poort
problem-pd-princess-must = Met { $option } is de jonkvrouw verplicht: kan ze een meeple uit haar stad naar huis sturen, dan is dat de enige toegestane actie. Doe dat dus (bijvoorbeeld { $step }), zonder meeple te plaatsen en zonder andere actie.
