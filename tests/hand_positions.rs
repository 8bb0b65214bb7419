//! Hand-made positions under `tests/positions/`, each with its expected result worked out by
//! hand in `NAME.expect.yaml` (the reasoning is in the comments of `NAME.yaml`).

use std::collections::BTreeMap;
use std::path::PathBuf;

use arbiter_engine::carcassonne::catalogue::Catalogue;
use arbiter_engine::carcassonne::geometry::{Pos, Rotation};
use arbiter_engine::carcassonne::pieces::{Locator, PieceKind};
use arbiter_engine::carcassonne::position::Position;
use arbiter_engine::carcassonne::problem::Severity;
use arbiter_engine::carcassonne::scoring::end_game;
use arbiter_engine::carcassonne::turn::{adjudicate, Move, PieceAction};
use arbiter_format::carcassonne::{find_player, read};
use serde::Deserialize;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Expect {
    command: String,
    #[serde(default)]
    r#final: Option<BTreeMap<String, i64>>,
    #[serde(default)]
    legal: Option<bool>,
    #[serde(default)]
    problems: Vec<String>,
    #[serde(default)]
    input_error: Option<String>,
    #[serde(default)]
    r#move: Option<MoveSpec>,
    #[serde(default)]
    scored: Option<BTreeMap<String, i64>>,
    #[serde(default)]
    extra_turn: Option<bool>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct MoveSpec {
    tile: String,
    at: [i64; 2],
    #[serde(default)]
    rot: i64,
    #[serde(default)]
    piece: Option<String>,
    #[serde(default)]
    recall_abbot: bool,
    #[serde(default)]
    player: Option<String>,
    #[serde(default)]
    extra_turn: bool,
    #[serde(default)]
    steps: Vec<String>,
}

/// The rules of the position's errors, sorted, each once.
fn error_rules(position: &Position) -> Vec<&'static str> {
    let mut got: Vec<&str> = position
        .problems()
        .iter()
        .filter(|p| p.severity == Severity::Error)
        .map(|p| p.rule)
        .collect();
    got.sort();
    got.dedup();
    got
}

/// The rules an expect file lists, sorted.
fn expected_rules(expect: &Expect) -> Vec<&str> {
    let mut want: Vec<&str> = expect.problems.iter().map(String::as_str).collect();
    want.sort();
    want
}

fn run_one(path: &std::path::Path) -> Result<(), String> {
    let expect_path = path.with_extension("expect.yaml");
    let expect: Expect = serde_saphyr::from_str(&std::fs::read_to_string(&expect_path).unwrap())
        .map_err(|e| format!("expect file: {e}"))?;
    let bytes = std::fs::read(path).unwrap();
    let (setup, _) = match read(&bytes) {
        Ok(x) => x,
        Err(errors) => {
            let rules: Vec<&str> = errors.iter().filter_map(|e| e.rule).collect();
            return match &expect.input_error {
                Some(rule) if rules.contains(&rule.as_str()) => Ok(()),
                _ => Err(format!("input errors: {errors:?}")),
            };
        }
    };
    if expect.input_error.is_some() {
        return Err("expected an input error".into());
    }
    let colors: Vec<String> = setup
        .players
        .iter()
        .map(|p| p.color.key().to_string())
        .collect();
    let position = Position::validate(setup);
    match expect.command.as_str() {
        "score" => {
            let scoring = end_game(&position);
            let got: BTreeMap<String, i64> = colors
                .iter()
                .cloned()
                .zip(scoring.final_points.iter().copied())
                .collect();
            let want = expect.r#final.clone().ok_or("score without final")?;
            if got != want {
                return Err(format!("final {got:?}, expected {want:?}"));
            }
            // A score position is legal, unless its expect file names the problems it has.
            let (got, want) = (error_rules(&position), expected_rules(&expect));
            if got != want {
                return Err(format!(
                    "score position problems {got:?}, expected {want:?}"
                ));
            }
        }
        "check" => {
            let (got, want) = (error_rules(&position), expected_rules(&expect));
            if expect.legal != Some(got.is_empty()) || got != want {
                return Err(format!("problems {got:?}, expected {want:?}"));
            }
        }
        "move" => {
            let spec = expect.r#move.ok_or("move without move")?;
            let cat = Catalogue::get();
            let def = cat.index_of(&spec.tile).ok_or("unknown tile")?;
            let rot = Rotation::from_degrees(spec.rot).ok_or("bad rot")?;
            let action = if spec.recall_abbot {
                PieceAction::RecallAbbot
            } else if let Some(p) = &spec.piece {
                let (kind, loc) = p.split_once('@').ok_or("bad piece")?;
                PieceAction::Place {
                    kind: PieceKind::parse(kind).ok_or("bad kind")?,
                    locator: Locator::parse(loc).ok_or("bad locator")?,
                }
            } else {
                PieceAction::None
            };
            let player = spec
                .player
                .as_deref()
                .map(|w| find_player(&position.setup().players, w).ok_or("bad player"))
                .transpose()?;
            let mv = Move {
                player,
                def,
                pos: Pos::new(spec.at[0], spec.at[1]),
                rot,
                action,
                steps: spec
                    .steps
                    .iter()
                    .map(|t| {
                        arbiter_format::action::step(
                            &arbiter_format::yaml::Spanned::new(t.clone(), Default::default()),
                            &position.setup().players,
                        )
                        .map_err(|e| format!("bad step {t}: {:?}", e.message))
                    })
                    .collect::<Result<_, _>>()?,
                again: spec.extra_turn,
            };
            let v = adjudicate(&position, &mv);
            let mut got: Vec<&str> = v.problems.iter().map(|p| p.rule).collect();
            got.sort();
            got.dedup();
            let mut want: Vec<&str> = expect.problems.iter().map(String::as_str).collect();
            want.sort();
            if expect.legal != Some(v.legal()) || got != want {
                return Err(format!("move problems {got:?}, expected {want:?}"));
            }
            if let Some(want) = expect.extra_turn {
                let got = v.plays_again().is_some_and(|(b, _)| b);
                if got != want {
                    return Err(format!("extra turn {:?}, expected {want}", v.plays_again()));
                }
            }
            if let Some(want) = expect.scored {
                let got: BTreeMap<String, i64> = colors
                    .iter()
                    .cloned()
                    .zip(v.scored().iter().copied())
                    .collect();
                if got != want {
                    return Err(format!("scored {got:?}, expected {want:?}"));
                }
            }
        }
        other => return Err(format!("unknown command {other}")),
    }
    Ok(())
}

#[test]
fn every_hand_worked_position() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/positions");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| {
            let n = p.file_name().unwrap().to_string_lossy().to_string();
            n.ends_with(".yaml") && !n.ends_with(".expect.yaml")
        })
        .collect();
    files.sort();
    assert!(files.len() >= 30, "only {} positions", files.len());
    let failures: Vec<String> = files
        .iter()
        .filter_map(|f| {
            run_one(f)
                .err()
                .map(|e| format!("{}: {e}", f.file_name().unwrap().to_string_lossy()))
        })
        .collect();
    assert!(
        failures.is_empty(),
        "{} of {} failed:\n{}",
        failures.len(),
        files.len(),
        failures.join("\n")
    );
}
