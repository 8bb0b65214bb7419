//! Counts agree with their nouns in both languages: a message that puts a number before a
//! plural noun chooses the noun with a Fluent plural selector (`{ $count -> [one] ...
//! *[other] ... }`), so a player never reads "1 workers" or "1 wintertegels".

use std::path::PathBuf;

use arbiter_i18n::Localizer;
use arbiter_rulings::lang::Lang;

/// Plural nouns that follow a count in the messages (a word right after the number, or the
/// word after one adjective: "3 winter tiles", "3 groene werkers").
const PLURALS_EN: &str = "workers tiles skills points players pieces problems reasons cities
    roads fields pennants entries errors moves readings pictures edges neighbours boats
    upgrades resources sets steps resource-steps copies bytes levels characters words squares
    features rulings meeples followers times turns seasons lines columns terms items actions
    options keys";
const PLURALS_NL: &str = "werkers tegels wintertegels vaardigheden vaardigheidstegels punten
    spelers stukken speelstukken problemen redenen steden wegen weiden wapenschilden
    uitspraken fouten bytes niveaus exemplaren riviertegels lezingen zetten onderdelen
    sleutels tekens woorden vakken afbeeldingen randen buren boten boottegels
    beurtvolgordetegels opwaarderingen grondstoffen grondstof-stappen stappen sets gebieden
    plaatsen regels meeples volgers keer beurten seizoenen kolommen termen begrippen acties
    opties";

/// (message, variable) pairs whose number is never 1, each for the reason given: a limit
/// arbiter sets, or a count that only a larger number reaches.
const NEVER_ONE: &[(&str, &str, &str)] = &[
    (
        "input-too-large",
        "size",
        "a file past a limit of many bytes",
    ),
    ("input-too-large", "limit", "the byte limit"),
    ("input-too-deep", "limit", "the nesting limit"),
    ("reliability-input-over-limit", "limit", "the byte limit"),
    ("reliability-board-too-large", "max", "the drawing limit"),
    (
        "reliability-kf-too-many-tiles",
        "count",
        "more tiles than the limit",
    ),
    (
        "readings-too-many",
        "count",
        "one open item never has that many readings",
    ),
    (
        "readings-too-many",
        "readings",
        "more readings than the limit",
    ),
    ("readings-too-many", "limit", "the readings limit"),
    ("jcz-too-many-players", "count", "more than 7 players"),
    (
        "search-nothing-read",
        "limit",
        "the characters a question is read to",
    ),
    (
        "kf-problem-boat-players",
        "min",
        "a boat's least player count is 2 or more",
    ),
    ("export-written", "entries", "the whole rulings database"),
    ("export-written", "terms", "the whole glossary"),
    (
        "transcribe-ambiguous-edge",
        "count",
        "only said when two or more pictures are left",
    ),
    (
        "transcribe-ambiguous-inside",
        "count",
        "only said when two or more pictures are left",
    ),
];

/// A place in a locale file where a variable stands before a plural noun outside a plural
/// selector of that variable.
fn unselected_counts(lang: &str, plurals: &str) -> Vec<String> {
    let plurals: Vec<&str> = plurals.split_whitespace().collect();
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("locales")
        .join(lang);
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    let mut found = Vec::new();
    for f in files {
        let text = std::fs::read_to_string(&f).unwrap();
        let (mut id, mut selectors, mut key) = (String::new(), Vec::<String>::new(), None);
        for (n, line) in text.lines().enumerate() {
            let starts = line
                .chars()
                .next()
                .is_some_and(|c| c.is_ascii_alphabetic() || c == '-');
            if starts && line.contains(" =") {
                id = line.split(" =").next().unwrap().to_string();
                selectors.clear();
                key = None;
            }
            let trimmed = line.trim_start().trim_start_matches('*');
            if let Some(rest) = trimmed.strip_prefix('[') {
                key = rest.split(']').next().map(str::to_string);
            }
            let plural_variant = key.as_deref().is_some_and(|k| {
                ["zero", "one", "two", "few", "many", "other"].contains(&k)
                    || k.chars().all(|c| c.is_ascii_digit())
            });
            let mut rest = line;
            while let Some(at) = rest.find("{ $") {
                let before = &rest[..at];
                let after = &rest[at + 3..];
                let var: String = after
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
                    .collect();
                rest = &after[var.len()..];
                let Some(words) = rest.strip_prefix(" }") else {
                    continue;
                };
                let next: Vec<&str> = words
                    .split(|c: char| !(c.is_alphanumeric() || c == '-' || c == ' '))
                    .next()
                    .unwrap_or("")
                    .split_whitespace()
                    .take(2)
                    .collect();
                let counted = next.iter().any(|w| plurals.contains(w));
                let exempt = NEVER_ONE.iter().any(|(m, v, _)| *m == id && *v == var);
                if counted
                    && !selectors.contains(&var)
                    && !plural_variant
                    && !before.ends_with("× ")
                    && !exempt
                {
                    found.push(format!("{lang}/{}:{}: {id}: {}", f.display(), n + 1, line));
                }
            }
            let mut sel = line;
            while let Some(at) = sel.find("{ $") {
                let after = &sel[at + 3..];
                let var: String = after
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
                    .collect();
                if after[var.len()..].starts_with(" ->") {
                    selectors.push(var.clone());
                }
                sel = &after[var.len()..];
            }
            if line.trim_start().starts_with('}') {
                selectors.pop();
                key = None;
            }
        }
    }
    found
}

#[test]
fn every_count_before_a_noun_has_a_plural_selector() {
    for (lang, plurals) in [("en", PLURALS_EN), ("nl", PLURALS_NL)] {
        let found = unselected_counts(lang, plurals);
        assert!(
            found.is_empty(),
            "a count before a plural noun without a plural selector:\n{}",
            found.join("\n")
        );
    }
}

/// A message, its numbers, the language and what the text must contain.
type Case = (
    &'static str,
    &'static [(&'static str, i64)],
    Lang,
    &'static str,
);

/// The messages the Keyflower trial printed wrongly, as a player reads them with 1 and 2.
#[test]
fn one_and_two_read_right_in_both_languages() {
    let cases: &[Case] = &[
        (
            "kf-event-boat-contents",
            &[("workers", 1), ("skills", 1)],
            Lang::En,
            "1 worker and 1 skill.",
        ),
        (
            "kf-event-boat-contents",
            &[("workers", 2), ("skills", 0)],
            Lang::En,
            "2 workers and 0 skills.",
        ),
        (
            "kf-event-boat-contents",
            &[("workers", 1), ("skills", 3)],
            Lang::Nl,
            "1 werker en 3 vaardigheden.",
        ),
        (
            "kf-event-home-workers",
            &[("count", 1)],
            Lang::En,
            "1 worker used in",
        ),
        (
            "kf-event-home-workers",
            &[("count", 2)],
            Lang::Nl,
            "2 werkers die in het dorp",
        ),
        (
            "kf-event-winter-chosen",
            &[("count", 1)],
            Lang::En,
            "selects 1 winter tile.",
        ),
        (
            "kf-event-winter-chosen",
            &[("count", 1)],
            Lang::Nl,
            "kiest 1 wintertegel.",
        ),
        (
            "kf-gain-workers",
            &[("count", 1)],
            Lang::Nl,
            "Levert 1 werker op",
        ),
        (
            "kf-report-proof",
            &[("allocation", 1), ("bound", 2)],
            Lang::En,
            ": 1 point;",
        ),
        (
            "kf-gain-short",
            &[("left", 1), ("count", 2)],
            Lang::En,
            "Only 1 of the 2 is left",
        ),
        (
            "kf-gain-short",
            &[("left", 1), ("count", 2)],
            Lang::Nl,
            "Van de 2 is er nog maar 1 in",
        ),
        (
            "kf-problem-bag-short",
            &[("count", 2), ("left", 1)],
            Lang::En,
            "draws 2 × what, but only 1 is left",
        ),
        (
            "kf-report-proof",
            &[("allocation", 1), ("bound", 2)],
            Lang::Nl,
            ": 1 punt;",
        ),
        (
            "kf-report-proof",
            &[("allocation", 5), ("bound", 6)],
            Lang::Nl,
            ": 5 punten;",
        ),
    ];
    for (id, args, lang, want) in cases {
        let mut args: Vec<(&str, arbiter_engine::verdict::Arg)> =
            args.iter().map(|(k, v)| (*k, (*v).into())).collect();
        for name in ["player", "mover", "tile", "conf", "source", "place", "what"] {
            args.push((name, name.into()));
        }
        let text = Localizer::new(*lang).text_with(id, &args);
        assert!(text.contains(want), "{lang:?} {id}: {text}");
    }
}
