# Hele partijen: weggelegde tegels, regelopties vanaf de opdrachtregel, de bouwmeester op een voltooid gebied.
problem-builder-completed = De tegel voltooit deze { $feature }: die wordt meteen geteld en de meeple gaat terug, dus de bouwmeester heeft niets meer om te verlengen en mag er niet op gezet worden.
problem-discard-river-first = { $tile } kan nog niet getrokken zijn: tot de rivier af is, worden alleen riviertegels getrokken.
problem-discard-fits = { $tile } hoefde niet uit het spel: de tegel past op { $square }, { $rot }° gedraaid.
input-discard-after = Een tegel kan niet na zet { $after } uit het spel gaan: het partijverslag heeft { $moves ->
        [one] { $moves } zet.
       *[other] { $moves } zetten.
    }
rules-option-unknown = “{ $option }” is geen regeloptie; schrijf SLEUTEL=WAARDE met een van deze sleutels: { $known }.
rules-option-needs-value = Bij --rules hoort SLEUTEL=WAARDE: schrijf { $option }=WAARDE, met een van deze waarden: { $known }.
replay-rules-overridden = Beoordeeld met regelopties van de opdrachtregel in plaats van die van het partijverslag: { $rules }.
replay-discarded = { $tile } werd na zet { $after } getrokken, paste nergens en ging uit het spel.
replay-bad-discard = Volgens het partijverslag ging { $tile } na zet { $after } uit het spel, maar dat kan niet; het naspelen stopt daar:
replay-stopped-discard = Het partijverslag noemt na zet { $after } een tegel die uit het spel ging, maar dat kan niet; de spelsituatie daarvoor wordt gebruikt.
replay-bad-final-draw = De trekking aan het eind in het partijverslag op regel { $line } kan niet; de partij wordt niet geteld:
replay-stopped-final-draw = Het partijverslag noemt een trekking aan het eind die niet kan; de spelsituatie zonder die trekking wordt gebruikt.
problem-final-draw-none = Aan het eind van deze partij wordt niets getrokken met { $draw }: geen uitbreiding in het spel trekt dat dan.
input-final-draw-not-final = { $action } is geen trekking aan het eind van de partij: final_draws neemt { $known }.
input-final-draw-twice = { $action } staat twee keer onder final_draws: aan het eind van de partij wordt dat één keer getrokken.
input-final-draws-unfinished = Het partijverslag noemt trekkingen aan het eind, maar zegt dat de partij niet uit is (finished: false): die trekkingen gebeuren pas aan het eind van de partij.
replay-start-illegal = De beginsituatie van het partijverslag (onder start:) kan niet in een geldig spel ontstaan; het naspelen stopt vóór de eerste zet.
cli-score-arg-rules = Tel met deze regeloptie in plaats van die uit het bestand (river-flow=one-side); herhaalbaar.
cli-check-arg-rules = Controleer met deze regeloptie in plaats van die uit het bestand (river-flow=one-side); herhaalbaar.
cli-replay-arg-rules = Beoordeel met deze regeloptie in plaats van die uit het partijverslag (river-flow=one-side); herhaalbaar.
import-discarded = Tegels die de opgeslagen partij nooit aanlegt, pasten nergens en gingen uit het spel, waarmee de partij afliep (tegel, en het aantal gespeelde zetten toen hij getrokken werd): { $tiles }.
import-unfinished = De opgeslagen partij stopt terwijl het spel nog doorgaat (er liggen nog passende tegels in de voorraad): het partijverslag is niet af.
