# De documenten die de uitspraken aanhalen, op de bestandsnaam waarmee ze aangehaald worden
# (`source:` in rulings/*.yaml, met `-` voor `.`): `rulings show` en de uitsprakenpagina tonen de
# naam bij de bestandsnaam (tests/trial_frictions.rs controleert dat elke bron er een heeft).
source-doc-000_7aadc0e50423c7da-txt = Spelregels van de Seizer-uitbreidingen: De Rivier, Kathedralen & Herbergen, Kooplieden & Bouwmeesters, Abt
source-doc-003_c5efccf2825365e0-txt = Nederlandse FAQ over de uitbreidingen van Carcassonne (VVV C3.1)
source-doc-004_2f20a1dd7123d82e-txt = Spelregels van Keyflower
source-doc-base-rules = Spelregels van het basisspel Carcassonne, zoals arbiter ze toepast
source-doc-keyflower-facts-md = Keyflower-feitenblad: tegelgegevens, met de bron van elk getal
source-doc-classic-expansions-md = De klassieke uitbreidingen zoals JCloisterZone ze speelt: het regeloverzicht van het project
source-doc-jcloisterzone = De broncode van JCloisterZone (farin/JCloisterZone), in de bestanden die docs/rule-options.md noemt
ruling-source-named = { $name } ({ $file })

# De fanbronnen van het Keyflower-feitenblad die een getal geven dat geen spelregeltekst
# bevestigt, genoemd na "onbevestigd:".
fan-source-als = ALS, de tegelgegevens van de door fans gemaakte Keyflower-Server van alsrl8
fan-source-kfw = KFW, een door fans gemaakt Keyflower-webspel
fan-source-mtt = MTT, de door fans gemaakte Keyflower-hulpmiddelen van mttjhn
fan-source-bda = BDA, de door fans gemaakte Keyflower-generator van bdanijel, vaak onjuist
fan-source-kasta-ua = kasta.ua, de producttekst van een winkel
