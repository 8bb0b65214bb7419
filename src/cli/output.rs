//! The JSON/YAML output of `score`, `check` and `move`, as typed structs: the output contract
//! of `../shared/design/position-format.md` (`players[]` with `name`, `color`, `track`,
//! `final`, `total`; `legal`, `reasons`, `scored`) lives in these types. Keys come out sorted,
//! as `serde_json` orders an object's keys.

use std::collections::BTreeMap;

use arbiter::carcassonne::citation::Evidence;
use arbiter::carcassonne::pieces::Player;
use arbiter::carcassonne::problem::{Problem, Severity};
use arbiter::carcassonne::scoring::ScoreLine;
use arbiter::carcassonne::turn::MoveVerdict;
use arbiter::format::Loc;
use serde::Serialize;

use super::Ctx;

/// A problem or warning, with its place in the file (0:0 when it has none).
#[derive(Debug, Serialize)]
pub struct ProblemOut {
    /// The rule it breaks.
    pub rule: &'static str,
    /// `error` or `warning`.
    pub severity: &'static str,
    /// The message in the output language.
    pub message: String,
    /// 1-based line.
    pub line: usize,
    /// 1-based column.
    pub column: usize,
}

impl ProblemOut {
    /// The problem `p`, placed at `loc`.
    pub fn new(ctx: &Ctx, p: &Problem, loc: Loc) -> ProblemOut {
        ProblemOut {
            rule: p.rule,
            severity: if p.severity == Severity::Error {
                "error"
            } else {
                "warning"
            },
            message: ctx.loc.message(&p.message),
            line: loc.line,
            column: loc.column,
        }
    }

    /// Every problem of a list, each with its place.
    pub fn all(ctx: &Ctx, problems: &[(Problem, Loc)]) -> Vec<ProblemOut> {
        problems
            .iter()
            .map(|(p, l)| ProblemOut::new(ctx, p, *l))
            .collect()
    }
}

/// One player's end-game total (the output contract's `players[]`).
#[derive(Debug, Serialize)]
pub struct PlayerTotal<'a> {
    /// Name.
    pub name: &'a str,
    /// Colour key.
    pub color: &'static str,
    /// Points on the score track before end-game scoring.
    pub track: i64,
    /// Points from end-game scoring.
    #[serde(rename = "final")]
    pub final_points: i64,
    /// Track plus final.
    pub total: i64,
}

/// Points a player gets from a score line.
#[derive(Debug, Serialize)]
pub struct AwardOut {
    /// The player's colour key.
    pub color: &'static str,
    /// Points.
    pub points: i64,
    /// Whether the player's pig added to them (end-game fields only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pig: Option<bool>,
}

/// What every scored feature says, at the end of the game or during a move.
#[derive(Debug, Serialize)]
pub struct LineCore {
    /// Feature kind key.
    pub kind: &'static str,
    /// Whether it is complete.
    pub complete: bool,
    /// Tiles it covers.
    pub tiles: u32,
    /// Pennants.
    pub pennants: u32,
    /// Who gets what.
    pub awards: Vec<AwardOut>,
    /// The rules applied, with their backing.
    pub rules: Vec<&'static str>,
    /// What was counted, in words.
    pub explanation: String,
}

impl LineCore {
    /// The common part of `line`; `pig` says whether awards tell if a pig added to them.
    fn new(
        line: &ScoreLine,
        players: &[Player],
        evidence: &Evidence,
        pig: bool,
        explanation: String,
    ) -> LineCore {
        LineCore {
            kind: line.kind.key(),
            complete: line.complete,
            tiles: line.tiles,
            pennants: line.pennants,
            awards: line
                .awards
                .iter()
                .map(|a| AwardOut {
                    color: players[a.player.index()].color.key(),
                    points: a.points,
                    pig: pig.then_some(a.pig),
                })
                .collect(),
            rules: evidence.line_rules(line),
            explanation,
        }
    }
}

/// A feature scored at the end of the game.
#[derive(Debug, Serialize)]
pub struct EndLineOut {
    /// Kind, size, awards, rules, explanation.
    #[serde(flatten)]
    pub core: LineCore,
    /// Completed cities a field supplies.
    pub cities: u32,
    /// Whether an inn lies on the road.
    pub inn: bool,
    /// Whether a cathedral lies in the city.
    pub cathedral: bool,
    /// The square of the part it is named by.
    pub at: Option<String>,
    /// The locator of that part.
    pub feature: Option<String>,
    /// Strength per colour.
    pub strengths: BTreeMap<&'static str, u32>,
}

impl EndLineOut {
    /// The line `line`, its part named by `at` (square, locator).
    pub fn new(
        line: &ScoreLine,
        players: &[Player],
        evidence: &Evidence,
        at: Option<(String, String)>,
        explanation: String,
    ) -> EndLineOut {
        let (at, feature) = at.map_or((None, None), |(sq, f)| (Some(sq), Some(f)));
        EndLineOut {
            core: LineCore::new(line, players, evidence, true, explanation),
            cities: line.cities,
            inn: line.inn,
            cathedral: line.cathedral,
            at,
            feature,
            strengths: line
                .strengths
                .iter()
                .map(|(p, s)| (players[p.index()].color.key(), *s))
                .collect(),
        }
    }
}

/// `score`: the position's end-game scoring.
#[derive(Debug, Serialize)]
pub struct ScoreOut<'a> {
    /// Always `carcassonne`.
    pub game: &'static str,
    /// Whether the position is legal.
    pub legal: bool,
    /// Totals per player.
    pub players: Vec<PlayerTotal<'a>>,
    /// Every feature scored.
    pub features: Vec<EndLineOut>,
    /// Problems that do not stop scoring.
    pub warnings: Vec<ProblemOut>,
    /// Every rule cited.
    pub rules: Vec<&'static str>,
}

/// `check`: whether the position could have arisen in a legal game.
#[derive(Debug, Serialize)]
pub struct CheckOut {
    /// Always `carcassonne`.
    pub game: &'static str,
    /// Whether it is legal.
    pub legal: bool,
    /// Tiles on the table.
    pub tiles: usize,
    /// Pieces on the tiles.
    pub pieces: usize,
    /// Every problem.
    pub problems: Vec<ProblemOut>,
    /// Every rule cited.
    pub rules: Vec<&'static str>,
}

/// A feature a move completes (or the abbot it recalls).
#[derive(Debug, Serialize)]
pub struct MoveLineOut {
    /// Kind, size, awards, rules, explanation.
    #[serde(flatten)]
    pub core: LineCore,
    /// Square and locator of its part on the new tile (or its first part).
    pub feature: Option<String>,
}

impl MoveLineOut {
    /// The line `line` of `verdict`, its part named by `feature`.
    pub fn new(
        line: &ScoreLine,
        players: &[Player],
        verdict: &MoveVerdict,
        feature: Option<String>,
        explanation: String,
    ) -> MoveLineOut {
        MoveLineOut {
            core: LineCore::new(line, players, &verdict.evidence, false, explanation),
            feature,
        }
    }
}

/// A piece that goes back to its owner.
#[derive(Debug, Serialize)]
pub struct ReturnedOut {
    /// Owner's colour key.
    pub color: &'static str,
    /// Piece kind key.
    pub kind: &'static str,
}

/// Trade goods taken.
#[derive(Debug, Serialize)]
pub struct GoodsOut {
    /// Wine.
    pub wine: u32,
    /// Grain.
    pub grain: u32,
    /// Cloth.
    pub cloth: u32,
}

/// `move`: the verdict on one move (the output contract's `legal`, `reasons`, `scored`).
#[derive(Debug, Serialize)]
pub struct MoveOut {
    /// Whether the move is legal.
    pub legal: bool,
    /// The mover's colour key.
    pub player: &'static str,
    /// Why it is illegal, in words.
    pub reasons: Vec<String>,
    /// Why it is illegal, with rule ids.
    pub problems: Vec<ProblemOut>,
    /// Points scored at once, per colour.
    pub scored: BTreeMap<&'static str, i64>,
    /// Features completed and scored.
    pub completed: Vec<MoveLineOut>,
    /// The abbot recalled and scored.
    pub recall: Option<MoveLineOut>,
    /// Pieces going back.
    pub returned: Vec<ReturnedOut>,
    /// Trade goods the mover takes.
    pub goods_taken: GoodsOut,
    /// Whether the move earns an extra turn.
    pub extra_turn: Option<bool>,
    /// Problems of the position the move does not cause.
    pub warnings: Vec<ProblemOut>,
    /// Every rule cited.
    pub rules: Vec<&'static str>,
}

/// The output as a JSON value, for printing as JSON or YAML.
pub fn to_value(out: &impl Serialize) -> serde_json::Value {
    serde_json::to_value(out).expect("output structs serialise: string keys, no failing fields")
}
