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

kf-outlay-skill-any = Legt eerst 1 vaardigheidstegel van willekeurig soort gedekt terug op de stapel.
kf-outlay-skill = Legt eerst 1 vaardigheidstegel { $skill } gedekt terug op de stapel.
kf-outlay-set-aside = Legt eerst 1 vaardigheidstegel van willekeurig soort opzij; die wordt na het trekken terug in de stapel geschud.
kf-outlay-discard = Legt eerst nog 1 werker af; die gaat na het trekken in de zak en kan geen tekort aanvullen.
kf-outlay-to-bag = Doet eerst 1 { $colour } werker in de zak.
kf-outlay-to-bag-unknown = Doet eerst 1 werker van de kleur op de tegel in de zak (het feitenblad kent de kleur niet).
kf-gain-resource = Levert { $count } { $resource } op ({ $conf }{ $source }), gelegd op { $place }.
kf-gain-workshop = Levert { $count } hout, steen of ijzer naar keuze op ({ $conf }{ $source }), gelegd op { $place }.
kf-gain-workers = Levert { $count } werkers op, willekeurig uit de zak getrokken ({ $conf }{ $source }), achter het scherm gezet.
kf-gain-green = Levert { $count } groene werkers uit de voorraad op ({ $conf }{ $source }), achter het scherm gezet.
kf-gain-skills = Levert { $count } vaardigheidstegels op, gedekt van de stapel getrokken ({ $conf }{ $source }), achter het scherm gelegd.
kf-gain-unknown = Levert { $what } op, maar geen bron zegt hoeveel ({ $conf }{ $source }): het getal op de tegel beslist.
kf-gain-what-workers = werkers uit de zak
kf-gain-what-green = groene werkers uit de voorraad
kf-gain-what-skills = vaardigheidstegels van de stapel
kf-gain-what-resources = grondstoffen
kf-cli-produced = Het gebruik levert op:
kf-gain-short = Er zijn er nog maar { $left } van de { $count } in de voorraad: de speler krijgt alleen die.
kf-problem-outlay-skill-any = { $tile } vraagt eerst een vaardigheidstegel van willekeurig soort, en deze speler heeft er geen achter zijn scherm.
kf-problem-outlay-skill = { $tile } vraagt eerst een vaardigheidstegel { $skill }, en deze speler heeft er geen achter zijn scherm.
kf-problem-outlay-worker = { $tile } vraagt eerst nog een werker, en deze speler heeft er achter zijn scherm geen meer over.
