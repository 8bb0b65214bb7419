# Keyflower: boten, het verloop van een seizoen, productie, opbouwcontroles en partijverslagen (issue 23).

kf-problem-bid-boat = { $tile } is een boottegel: op boottegels wordt niet rechtstreeks met werkers geboden; hun lading wordt gekozen in de volgorde waarin spelers de beurtvolgordetegels wonnen.
kf-problem-place-boat-season = { $tile } is een boottegel: boottegels komen pas aan het eind van de winter in een dorp.
kf-problem-place-boat-taken = { $tile } ligt al in het dorp van { $player }: elke boot wordt één keer genomen.
kf-problem-place-second-boat = { $tile } zou een tweede boot zijn: deze speler nam al { $held }, en een speler neemt één boot, hoeveel beurtvolgordetegels hij ook won.
kf-problem-place-boat-order = { $player } won beurtvolgordetegel { $number } en kiest vóór deze speler een boot, maar heeft er nog geen genomen.
kf-ok-place-boat = { $tile } is een boot die nog vrij is, genomen in de beurtvolgorde aan het eind van de winter.

kf-report-proven-best = { $allocation } is bewezen de beste toewijzing: de zoektocht probeerde elke toewijzing exact (de keuzes hieronder tonen wat elk alternatief haalt); de bovengrens van { $bound } telt elk stuk apart op zijn beste waarde, en geen toewijzing haalt die.
kf-score-marker-as = Startspelerwerker geteld als één extra { $item } (zijn punten staan in de regels hieronder)
kf-score-marker-on-yard = Startspelerwerker geteld als één grondstof op { $tile } (zijn punten staan in de regel van die tegel)
