//! Never a false reason, never a false source (issue 29): each refused Keyflower placement or
//! boat choice cites the rule that forbids it and says what happened, in `replay` and in
//! `move`; each number of a score line says where it came from.

use arbiter_engine::keyflower::position::{Season, Value};
use arbiter_engine::keyflower::{self, Message, Problem};
use arbiter_format::keyflower_record;
use arbiter_ids::{msg, rule};

use crate::common::TempDir;

/// Runs arbiter in `lang`: exit status and standard output.
fn run(lang: &str, args: &[&str]) -> (i32, String) {
    let mut all = vec!["--lang", lang];
    all.extend_from_slice(args);
    let (code, out, _) = crate::common::run(&all);
    (code, out)
}

/// Replays a record through the library: the number (from 1) of the first refused action,
/// the season it was refused in and its problems; `None` when every action is legal.
fn first_refused(text: &str) -> Option<(usize, Season, Vec<Problem>)> {
    let record = keyflower_record::read(text).unwrap_or_else(|e| panic!("{e:?}"));
    let mut game = record.game;
    for (i, a) in record.actions.iter().enumerate() {
        let action = a.resolve(&game.position).unwrap();
        if let Err(p) = game.act(&action) {
            return Some((i + 1, game.position.season, p));
        }
    }
    None
}

/// The text argument `name` of a problem's message.
fn text_arg(p: &Problem, name: &str) -> Option<String> {
    p.message
        .args
        .iter()
        .find(|(k, _)| *k == name)
        .map(|(_, v)| v.to_string())
}

/// One refusal of a record in `tests/keyflower/records/`: the action refused, the one rule
/// and message it gives, and what the refusal says in English and in Dutch.
struct Refusal {
    file: &'static str,
    action: usize,
    rule: &'static str,
    message: &'static str,
    en: &'static [&'static str],
    nl: &'static [&'static str],
}

const REFUSALS: &[Refusal] = &[
    Refusal {
        file: "turn-order-before-winter",
        action: 8,
        rule: rule::KF_VILLAGE_TURN_ORDER_WINTER,
        message: msg::KF_PROBLEM_PLACE_TURN_ORDER,
        en: &["Turn-order tile 1", "only at the end of winter"],
        nl: &["Beurtvolgordetegel 1", "pas aan het eind van de winter"],
    },
    Refusal {
        file: "won-by-other",
        action: 8,
        rule: rule::KF_VILLAGE_WON_TILES,
        message: msg::KF_PROBLEM_PLACE_WON_BY,
        en: &["Keywood was won by Anna"],
        nl: &["Sleutelbos is dit seizoen gewonnen door Anna"],
    },
    Refusal {
        file: "winter-turn-order-other",
        action: 22,
        rule: rule::KF_VILLAGE_WON_TILES,
        message: msg::KF_PROBLEM_PLACE_WON_BY,
        en: &["Turn-order tile 1 was won by Bob"],
        nl: &["Beurtvolgordetegel 1 is dit seizoen gewonnen door Bob"],
    },
    Refusal {
        file: "winter-boat-taken",
        action: 21,
        rule: rule::KF_WINTER_ONE_BOAT,
        message: msg::KF_PROBLEM_BOAT_TILE_TAKEN,
        en: &["Keyflower boat was already taken by Bob"],
        nl: &["Keyflowerboot is al genomen door Bob"],
    },
    Refusal {
        file: "winter-place-other-boat",
        action: 22,
        rule: rule::KF_WINTER_ONE_BOAT,
        message: msg::KF_PROBLEM_BOAT_TILE_TAKEN,
        en: &["Keyflower boat was already taken by Bob"],
        nl: &["Keyflowerboot is al genomen door Bob"],
    },
    Refusal {
        file: "winter-boat-order",
        action: 20,
        rule: rule::KF_WINTER_ONE_BOAT,
        message: msg::KF_PROBLEM_BOAT_TURN,
        en: &["Bob chooses a boat now, not Anna"],
        nl: &["Bob kiest nu een boot, niet Anna"],
    },
    Refusal {
        file: "contents-chosen",
        action: 7,
        rule: rule::KF_END_BOAT_CONTENTS,
        message: msg::KF_PROBLEM_BOAT_CHOSEN,
        en: &["Sea Bastion was already chosen this season"],
        nl: &["Sea Bastion is dit seizoen al gekozen"],
    },
    Refusal {
        file: "place-while-choosing",
        action: 6,
        rule: rule::KF_END_BOAT_CONTENTS,
        message: msg::KF_PROBLEM_BOAT_CHOOSE_NOW,
        en: &["Anna chooses a boat now: the season's turns are over"],
        nl: &["Anna kiest nu een boot: de beurten van het seizoen zijn voorbij"],
    },
    Refusal {
        file: "transport-while-choosing",
        action: 6,
        rule: rule::KF_END_BOAT_CONTENTS,
        message: msg::KF_PROBLEM_BOAT_CHOOSE_NOW,
        en: &["Anna chooses a boat now: the season's turns are over"],
        nl: &["Anna kiest nu een boot: de beurten van het seizoen zijn voorbij"],
    },
];

/// What a placement once said of a tile that was on offer and won, and of the one choosing a
/// boat when that player acted.
const FALSE_REASONS: &[&str] = &[
    "is not on offer this season",
    "staat dit seizoen niet te koop",
    "Anna chooses a boat now, not Anna",
    "Anna kiest nu een boot, niet Anna",
];

#[test]
fn each_refusal_cites_its_own_rule_and_says_its_cause() {
    for r in REFUSALS {
        let path = format!("tests/keyflower/records/{}.yaml", r.file);
        let text = std::fs::read_to_string(&path).unwrap();
        let (at, _, problems) = first_refused(&text).unwrap_or_else(|| panic!("{path}: legal"));
        assert_eq!(at, r.action, "{path}: {problems:?}");
        let cited: Vec<(&str, &str)> = problems.iter().map(|p| (p.rule, p.message.key)).collect();
        assert_eq!(cited, [(r.rule, r.message)], "{path}");
        for (lang, said) in [("en", r.en), ("nl", r.nl)] {
            let (code, out) = run(lang, &["replay", &path]);
            assert_eq!(code, 1, "{path} ({lang}): {out}");
            // The refusal follows its header, "Action N (" or "Actie N (".
            let header = [
                format!("Action {} (", r.action),
                format!("Actie {} (", r.action),
            ];
            let start = header.iter().filter_map(|h| out.find(h.as_str())).max();
            let start = start.unwrap_or_else(|| panic!("{path} ({lang}): {out}"));
            let refusal = out[start..]
                .lines()
                .find(|l| l.trim_start().starts_with(&format!("- [{}]", r.rule)))
                .unwrap_or_else(|| panic!("{path} ({lang}) does not cite {}: {out}", r.rule));
            for words in said {
                assert!(refusal.contains(words), "{path} ({lang}): {refusal}");
            }
            for false_reason in FALSE_REASONS {
                assert!(
                    !refusal.contains(false_reason),
                    "{path} ({lang}): {refusal}"
                );
            }
        }
    }
}

/// The rule each placement and boat message belongs to: a message says one cause, and the
/// rule cited with it is the one that forbids that cause. Boat turns are the season's: the
/// boat tiles at the end of winter, the boats' contents before.
fn rule_of(message: &str, season: Season) -> Option<&'static str> {
    let boats = if season == Season::Winter {
        rule::KF_WINTER_ONE_BOAT
    } else {
        rule::KF_END_BOAT_CONTENTS
    };
    Some(match message {
        msg::KF_PROBLEM_PLACE_TURN_ORDER => rule::KF_VILLAGE_TURN_ORDER_WINTER,
        msg::KF_PROBLEM_PLACE_WON_BY
        | msg::KF_PROBLEM_PLACE_WON_BY_OTHER
        | msg::KF_PROBLEM_PLACE_NO_WINNER
        | msg::KF_PROBLEM_PLACE_NOT_WON
        | msg::KF_PROBLEM_PLACE_NOT_YOURS => rule::KF_VILLAGE_WON_TILES,
        msg::KF_PROBLEM_PLACE_NOT_BID => rule::KF_SEASON_UNBID_TO_BOX,
        msg::KF_PROBLEM_PLACE_ALREADY_PLACED => rule::KF_VILLAGE_EXPAND,
        msg::KF_PROBLEM_PLACE_BOAT_SEASON
        | msg::KF_PROBLEM_PLACE_BOAT_TAKEN
        | msg::KF_PROBLEM_PLACE_SECOND_BOAT
        | msg::KF_PROBLEM_PLACE_BOAT_ORDER
        | msg::KF_PROBLEM_BOAT_TILE_TAKEN => rule::KF_WINTER_ONE_BOAT,
        msg::KF_PROBLEM_BOAT_CHOSEN => rule::KF_END_BOAT_CONTENTS,
        msg::KF_PROBLEM_BOAT_TURN | msg::KF_PROBLEM_BOAT_CHOOSE_NOW => boats,
        _ => return None,
    })
}

/// Checks every problem against [`rule_of`], and that no message names one player as two
/// (the one acting and the one whose turn it is).
fn agree(what: &str, season: Season, problems: &[Problem]) -> usize {
    let mut checked = 0;
    for p in problems {
        if let Some(want) = rule_of(p.message.key, season) {
            assert_eq!(p.rule, want, "{what}: {}", p.message);
            checked += 1;
        }
        if let (Some(a), Some(b)) = (text_arg(p, "player"), text_arg(p, "turn")) {
            assert_ne!(a, b, "{what}: {}", p.message);
        }
    }
    checked
}

/// The Keyflower records: the example game, the records of `tests/keyflower/records/`, and
/// each of them cut short before every placement and boat choice with that action made by
/// the other player (every such action refused somewhere, with its cause).
fn records() -> Vec<(String, String)> {
    let mut files = vec!["examples/keyflower-game.yaml".to_string()];
    let mut dir: Vec<String> = std::fs::read_dir("tests/keyflower/records")
        .unwrap()
        .map(|e| e.unwrap().path().to_string_lossy().into_owned())
        .filter(|p| p.ends_with(".yaml"))
        .collect();
    dir.sort();
    files.extend(dir);
    let mut out = Vec::new();
    for f in files {
        let text = std::fs::read_to_string(&f).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        for (i, line) in lines.iter().enumerate() {
            let swapped = if line.contains("{player: Anna, place:")
                || line.contains("{player: Anna, boat:")
            {
                line.replace("player: Anna", "player: Bob")
            } else if line.contains("{player: Bob, place:") || line.contains("{player: Bob, boat:")
            {
                line.replace("player: Bob", "player: Anna")
            } else {
                continue;
            };
            let mut cut: Vec<String> = lines[..i].iter().map(|l| l.to_string()).collect();
            cut.push(swapped);
            out.push((
                format!("{f}, line {} by the other player", i + 1),
                cut.join("\n"),
            ));
        }
        out.push((f, text));
    }
    out
}

#[test]
fn every_record_refusal_cites_the_rule_of_its_cause() {
    let mut checked = 0;
    for (what, text) in records() {
        if let Some((_, season, problems)) = first_refused(&text) {
            checked += agree(&what, season, &problems);
        }
    }
    // The swapped placements and boat choices are refused for their causes.
    assert!(checked >= 20, "only {checked} placement and boat refusals");
}

/// The base position of a move file ([`crate::keyflower_rules`]' bases).
fn base_for(name: &str) -> keyflower::Position {
    let base = if name.starts_with("boat-4a-") || name.starts_with("boat-1a-") {
        "base-4a"
    } else if name.starts_with("boat-4b-") || name.starts_with("boat-1b-") {
        "base-4b"
    } else {
        "base"
    };
    let text = std::fs::read_to_string(format!("tests/keyflower/rules/{base}.yaml")).unwrap();
    arbiter_format::keyflower::load_position(&text).unwrap()
}

#[test]
fn every_move_refusal_cites_the_rule_of_its_cause() {
    let mut checked = 0;
    for entry in std::fs::read_dir("tests/keyflower/rules/moves").unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_stem().unwrap().to_string_lossy().into_owned();
        let pos = base_for(&name);
        let text = std::fs::read_to_string(&path).unwrap();
        let mv = arbiter_format::keyflower::load_move(&pos, &text).unwrap();
        let v = keyflower::adjudicate(&pos, &mv);
        checked += agree(&name, pos.season, &v.problems);
    }
    assert!(checked >= 4, "only {checked} placement refusals");
}

/// `move` on the rulebook cases: a turn-order tile before winter breaks that rule alone, a
/// tile another player wins names them, in both languages.
#[test]
fn move_says_the_same_causes() {
    for (name, rule, en, nl) in [
        (
            "place-turn-order-before-winter",
            rule::KF_VILLAGE_TURN_ORDER_WINTER,
            "only at the end of winter",
            "pas aan het eind van de winter",
        ),
        (
            "place-won-by-other",
            rule::KF_VILLAGE_WON_TILES,
            "was won by Bob",
            "is gewonnen door Bob",
        ),
    ] {
        let pos = base_for(name);
        let path = format!("tests/keyflower/rules/moves/{name}.yaml");
        let text = std::fs::read_to_string(&path).unwrap();
        let mv = arbiter_format::keyflower::load_move(&pos, &text).unwrap();
        let v = keyflower::adjudicate(&pos, &mv);
        let auction: Vec<&str> = v
            .problems
            .iter()
            .map(|p| p.rule)
            .filter(|r| r.starts_with("kf.village.won") || r.starts_with("kf.village.turn"))
            .collect();
        assert_eq!(auction, [rule], "{name}: {:?}", v.problems);
        // The move file with its base position, as `move` reads it.
        let base = std::fs::read_to_string("tests/keyflower/rules/base.yaml").unwrap();
        let dir = TempDir::new(&format!("kf-reasons-{name}"));
        let file = dir.join("move.yaml");
        std::fs::write(&file, format!("{base}move:\n{}", indent(&text))).unwrap();
        for (lang, said) in [("en", en), ("nl", nl)] {
            let (code, out) = run(lang, &["move", file.to_str().unwrap()]);
            assert_eq!(code, 1, "{name} ({lang}): {out}");
            let line = out
                .lines()
                .find(|l| l.contains(&format!("[{rule}]")))
                .unwrap_or_else(|| panic!("{name} ({lang}): {out}"));
            assert!(line.contains(said), "{name} ({lang}): {line}");
            for false_reason in FALSE_REASONS {
                assert!(!out.contains(false_reason), "{name} ({lang}): {out}");
            }
        }
    }
}

/// A move file's lines (comments dropped) as the `move:` mapping of a position file.
fn indent(text: &str) -> String {
    text.lines()
        .filter(|l| !l.trim_start().starts_with('#'))
        .map(|l| format!("  {l}\n"))
        .collect()
}

/// The label a score line gives a number: the file's when the file gave it, else the
/// catalogue's recorded source.
fn label(v: Value) -> String {
    if v.from_file {
        "kf-conf-file".into()
    } else {
        format!("kf-conf-{}", v.conf.key())
    }
}

#[test]
fn every_printed_number_in_a_score_line_is_labelled_by_its_origin() {
    let mut from_file = 0;
    for entry in std::fs::read_dir("tests/keyflower/score").unwrap() {
        let path = entry.unwrap().path();
        let text = std::fs::read_to_string(&path).unwrap();
        let pos = arbiter_format::keyflower::load_position(&text).unwrap();
        let report = keyflower::score(&pos).unwrap();
        for (player, score) in pos.players.iter().zip(&report.players) {
            for line in &score.lines {
                let Some(conf) = line.message.args.iter().find(|(k, _)| *k == "conf") else {
                    continue;
                };
                let conf = conf.1.to_string();
                let tile = text_arg_of(&line.message, "tile");
                let value = player
                    .village
                    .iter()
                    .find(|t| Some(format!("kf-tile-{}", t.def.key)) == tile)
                    .and_then(|t| match line.message.key {
                        msg::KF_SCORE_PRINTED => t.printed.vp,
                        msg::KF_SCORE_STORAGE => t.printed.rate,
                        _ => None,
                    });
                if let Some(v) = value {
                    assert_eq!(conf, label(v), "{}: {}", path.display(), line.message);
                    from_file += usize::from(v.from_file);
                }
                if conf == "kf-conf-rulebook" {
                    assert!(
                        value.is_some_and(|v| !v.from_file),
                        "{}: a number not from the catalogue's rulebook: {}",
                        path.display(),
                        line.message
                    );
                }
            }
        }
    }
    assert!(from_file >= 5, "only {from_file} file-given numbers");
}

fn text_arg_of(m: &Message, name: &str) -> Option<String> {
    m.args
        .iter()
        .find(|(k, _)| *k == name)
        .map(|(_, v)| v.to_string())
}

/// The Woodcutter's points, the Blacksmith's storage rate and a home's cart, written in the
/// file and taken from the catalogue: never labelled rulebook, in either language.
#[test]
fn file_and_fan_source_numbers_are_never_the_rulebook_s() {
    let cases: [(&str, &str, &[&str]); 4] = [
        (
            "sources-file",
            "en",
            &[
                "Woodcutter: printed points (given in this file)",
                "Blacksmith: 2 resources kept × 2 (given in this file)",
                "transport capacity 1 (given in this file)",
            ],
        ),
        (
            "sources-file",
            "nl",
            &[
                "Houthakker: gedrukte punten (opgegeven in dit bestand)",
                "Smidse: 2 opgeslagen grondstoffen × 2 (opgegeven in dit bestand)",
                "laadvermogen 1 (opgegeven in dit bestand)",
            ],
        ),
        (
            "sources-catalogue",
            "en",
            &[
                "Woodcutter: printed points (unverified: ALS)",
                "Blacksmith: 2 resources kept × 2 (unverified: KFW)",
                "transport capacity 1 (unverified: kasta.ua, BDA)",
            ],
        ),
        (
            "sources-catalogue",
            "nl",
            &[
                "Houthakker: gedrukte punten (onbevestigd: ALS)",
                "Smidse: 2 opgeslagen grondstoffen × 2 (onbevestigd: KFW)",
                "laadvermogen 1 (onbevestigd: kasta.ua, BDA)",
            ],
        ),
    ];
    for (file, lang, said) in cases {
        let path = format!("tests/keyflower/score/{file}.yaml");
        let (code, out) = run(lang, &["score", &path]);
        assert_eq!(code, 0, "{path} ({lang}): {out}");
        for words in said {
            assert!(out.contains(words), "{path} ({lang}) lacks {words}: {out}");
        }
        // Only a tile the rulebook prints 0 on (listed so that a hand check sees it) is the
        // rulebook's.
        for rulebook in ["(rulebook", "(regelboek"] {
            assert!(
                out.lines()
                    .filter(|l| l.contains(rulebook))
                    .all(|l| l.contains("┆ 0 ")),
                "{path} ({lang}): {out}"
            );
        }
    }
}
