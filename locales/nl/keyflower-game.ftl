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

kf-problem-offer-size = { $count } { $season }tegels te koop: bij { $players } spelers komen er { $max } op tafel.
kf-problem-winter-offer-size = { $count } wintertegels te koop: bij { $players } spelers kiest elke speler minstens één van zijn wintertegels, dus komen er { $min } tot { $max } op tafel.
kf-problem-winter-hand-kind = { $player } heeft { $tile } bij zijn gedekte wintertegels, maar dat is geen wintertegel.
kf-problem-winter-dealt = { $player } heeft { $count } wintertegels: bij { $players } spelers krijgt elke speler er { $want }.
kf-problem-spring-start = { $player } heeft in de lente de startspelerwerker, maar { $want } kreeg de laagst genummerde thuistegel ({ $number }) en begint het spel.
kf-problem-village-season = { $tile } ({ $kind }tegel) ligt tijdens de { $season } in het dorp van { $player }: een tegel komt pas aan het eind van zijn seizoen in een dorp (beurtvolgorde- en boottegels aan het eind van de winter).
