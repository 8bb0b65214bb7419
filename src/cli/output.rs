//! The JSON/YAML output of `score`, `check` and `move`, as typed structs: the output contract
//! of `../shared/design/position-format.md` (`players[]` with `name`, `color`, `track`,
//! `final`, `total`; `legal`, `reasons`, `scored`) lives in these types, with the pieces
//! several commands share (a problem, an input error, a rule with its message, a text in both
//! languages, a verdict with its `--explain` texts). A command's other outputs are typed
//! structs beside it (`keyflower.rs`, `rulings.rs`, `tiles.rs`, ...); no output is built with
//! `serde_json`'s macro or by editing a `Value`.
//!
//! Every output is printed through [`to_value`] ([`super::print_data`]): a `serde_json` object
//! keeps its keys sorted, so the keys come out in alphabetical order whatever order a struct
//! declares its fields in, and a number keeps the form it had as a `Value`. A key written only
//! sometimes is an `Option` with `skip_serializing_if`; a key written as `null` is a plain
//! `Option`.

use super::backing::Backed;
use std::collections::BTreeMap;

use arbiter_engine::carcassonne::catalogue::FeatureMark;
use arbiter_engine::carcassonne::citation::Evidence;
use arbiter_engine::carcassonne::pieces::Player;
use arbiter_engine::carcassonne::problem::Severity;
use arbiter_engine::carcassonne::scoring::ScoreLine;
use arbiter_engine::carcassonne::setup::PlayerState;
use arbiter_engine::carcassonne::turn::MoveVerdict;
use arbiter_engine::verdict::Problem as VerdictProblem;
use arbiter_format::Loc;
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
    /// The problem `p` (of either game), placed at `loc`.
    pub fn new<S>(ctx: &Ctx, p: &VerdictProblem<S>, loc: Loc) -> ProblemOut {
        ProblemOut {
            rule: p.rule,
            severity: match p.severity {
                Severity::Error => "error",
                Severity::Warning => "warning",
                Severity::NotJudged => "not-judged",
            },
            message: ctx.loc.message(&p.message),
            line: loc.line,
            column: loc.column,
        }
    }

    /// The problems of a list, each with its place: the first
    /// [`super::diagnostics::MAX_SHOWN_PROBLEMS`] (the rest are counted by [`Self::rest`]).
    pub fn all<S>(ctx: &Ctx, problems: &[(VerdictProblem<S>, Loc)]) -> Vec<ProblemOut> {
        problems
            .iter()
            .take(super::diagnostics::MAX_SHOWN_PROBLEMS)
            .map(|(p, l)| ProblemOut::new(ctx, p, *l))
            .collect()
    }

    /// How many of `problems` [`Self::all`] leaves out, when it leaves any out (an output's
    /// `*_not_shown` key, absent otherwise).
    pub fn rest<S>(problems: &[(VerdictProblem<S>, Loc)]) -> Option<usize> {
        let rest = problems
            .len()
            .saturating_sub(super::diagnostics::MAX_SHOWN_PROBLEMS);
        (rest > 0).then_some(rest)
    }
}

/// A rule id with a message in the output language (what a Keyflower verdict or step says).
#[derive(Debug, Serialize)]
pub struct RuleMessage<'a> {
    /// The rule applied.
    pub rule: &'a str,
    /// What it says, in words.
    pub message: String,
}

impl<'a> RuleMessage<'a> {
    /// Each `(rule, message)` pair of a list, the message already in words.
    pub fn all(pairs: &'a [(&'static str, String)]) -> Vec<RuleMessage<'a>> {
        pairs
            .iter()
            .map(|(rule, m)| RuleMessage {
                rule,
                message: m.clone(),
            })
            .collect()
    }
}

/// A text in both languages.
#[derive(Debug, Serialize)]
pub struct BothOut<'a> {
    /// English.
    pub en: &'a str,
    /// Dutch.
    pub nl: &'a str,
}

/// A verdict printed as data with, under `--explain`, the cited rulings' texts in
/// `explanations` (absent without it).
#[derive(Debug, Serialize)]
pub struct Citing<'a, T> {
    /// The verdict's own keys.
    #[serde(flatten)]
    pub verdict: T,
    /// The cited entries, with `--explain`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub explanations: Option<Vec<super::explain::CitedOut<'a>>>,
}

/// `{"ok": false, "error": ...}`: an error that concerns no place in a file.
#[derive(Debug, Serialize)]
pub struct PlainErrorOut<'a> {
    /// Always false.
    pub ok: bool,
    /// The message in the output language.
    pub error: &'a str,
}

/// One input error, with its file and place.
#[derive(Debug, Serialize)]
pub struct InputErrorOut<'a> {
    /// The file's name.
    pub file: String,
    /// 1-based line.
    pub line: usize,
    /// 1-based column.
    pub column: usize,
    /// The message in the output language.
    pub message: String,
    /// The rule it breaks, when it breaks one (null otherwise).
    pub rule: Option<&'a str>,
}

/// The input errors of a file (exit 2).
#[derive(Debug, Serialize)]
pub struct InputErrorsOut<'a> {
    /// Always false.
    pub ok: bool,
    /// The first errors in file order.
    pub input_errors: Vec<InputErrorOut<'a>>,
    /// How many more were found and not shown (absent when none).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub not_shown: Option<usize>,
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

impl<'a> PlayerTotal<'a> {
    /// Every player's total: `track` before end-game scoring plus `finals` (none: 0).
    pub fn all(players: &'a [Player], track: &[i64], finals: Option<&[i64]>) -> Vec<Self> {
        players
            .iter()
            .enumerate()
            .map(|(i, p)| {
                let final_points = finals.map_or(0, |f| f[i]);
                PlayerTotal {
                    name: &p.name,
                    color: p.color.key(),
                    track: track[i],
                    final_points,
                    total: track[i] + final_points,
                }
            })
            .collect()
    }
}

/// Points a player gets from a score line.
#[derive(Debug, Serialize)]
pub struct AwardOut {
    /// The player's colour key.
    pub color: &'static str,
    /// The player's name (game records only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// Points.
    pub points: i64,
    /// Whether a piece's field bonus added to them (end-game fields only); the output
    /// contract names it after the one piece with a bonus, the pig.
    #[serde(rename = "pig", skip_serializing_if = "Option::is_none")]
    pub bonus: Option<bool>,
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

/// What each award of a line tells besides colour and points.
#[derive(Debug, Clone, Copy)]
pub struct AwardDetail {
    /// Whether to tell when a field bonus (the pig's) added to the points.
    pub bonus: bool,
    /// The player's name.
    pub name: bool,
}

impl LineCore {
    /// The common part of `line`, its awards telling `detail`.
    pub fn new(
        line: &ScoreLine,
        players: &[Player],
        evidence: &Evidence,
        detail: AwardDetail,
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
                    name: detail.name.then(|| players[a.player.index()].name.clone()),
                    points: a.points,
                    bonus: detail.bonus.then_some(a.bonus),
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
            core: LineCore::new(
                line,
                players,
                evidence,
                AwardDetail {
                    bonus: true,
                    name: false,
                },
                explanation,
            ),
            cities: line.cities,
            inn: line.marks.contains(&FeatureMark::Inn),
            cathedral: line.marks.contains(&FeatureMark::Cathedral),
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
    /// How many warnings were left out (absent when none).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub warnings_not_shown: Option<usize>,
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
    /// How many problems were left out (absent when none).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub problems_not_shown: Option<usize>,
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
            core: LineCore::new(
                line,
                players,
                &verdict.evidence,
                AwardDetail {
                    bonus: false,
                    name: false,
                },
                explanation,
            ),
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

/// What a move adds to one block of per-player state an expansion declares (Traders &
/// Builders' goods taken), each counter under its key in the order of its table.
#[derive(Debug)]
pub struct GainedOut(Vec<(&'static str, i64)>);

impl Serialize for GainedOut {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut map = serializer.serialize_map(Some(self.0.len()))?;
        for (key, n) in &self.0 {
            map.serialize_entry(key, n)?;
        }
        map.end()
    }
}

/// `move`: the verdict on one move (the output contract's `legal`, `reasons`, `scored`).
#[derive(Debug, Serialize)]
pub struct MoveOut {
    /// Whether the move is legal.
    pub legal: bool,
    /// Whether arbiter judged the whole move (false: a part of it is beyond what arbiter
    /// judges, `legal` is false without saying the move is illegal, and the exit status is 2).
    pub judged: bool,
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
    pub goods_taken: GainedOut,
    /// Everything the legal move makes happen, in order (empty when illegal): the pieces
    /// placed, removed and moved, features scored, points, state changed, an extra turn.
    /// `scored`, `completed`, `recall`, `returned`, `goods_taken` and `extra_turn` are read
    /// from these.
    pub effects: Vec<super::effects::EffectOut>,
    /// Whether the move earns an extra turn (null when the builder has no part in it).
    pub extra_turn: Option<bool>,
    /// Whether the move was judged as a builder's extra turn, a turn its player plays again
    /// (`--extra-turn`, or the position's `extra_turn: true` for the player to move).
    pub in_extra_turn: bool,
    /// Problems of the position the move does not cause.
    pub warnings: Vec<ProblemOut>,
    /// How many warnings were left out (absent when none).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub warnings_not_shown: Option<usize>,
    /// Every rule cited.
    pub rules: Vec<&'static str>,
}

/// A tile discarded because it fitted nowhere.
#[derive(Debug, Serialize)]
pub struct DiscardOut<'a> {
    /// Tile id.
    pub tile: &'a str,
    /// Moves played before it was drawn.
    pub after: usize,
    /// The rule that discards it.
    pub rule: &'static str,
}

/// A discard the record claims but the rules refuse.
#[derive(Debug, Serialize)]
pub struct BadDiscardOut<'a> {
    /// Tile id.
    pub tile: &'a str,
    /// Moves played before it was drawn.
    pub after: usize,
    /// Why, in words.
    pub reasons: Vec<String>,
    /// Why, with rule ids and places.
    pub problems: Vec<ProblemOut>,
}

/// A record's final draw that could not have happened.
#[derive(Debug, Serialize)]
pub struct BadFinalDrawOut {
    /// The draw as written (`animal-token=7`).
    pub draw: String,
    /// Why, in words.
    pub reasons: Vec<String>,
    /// Why, with rule ids and places.
    pub problems: Vec<ProblemOut>,
}

/// The first illegal move of a record.
#[derive(Debug, Serialize)]
pub struct IllegalOut {
    /// 1-based move number.
    #[serde(rename = "move")]
    pub number: usize,
    /// The mover's colour key.
    pub player: &'static str,
    /// Why, in words.
    pub reasons: Vec<String>,
    /// Why, with rule ids and places.
    pub problems: Vec<ProblemOut>,
    /// Whether arbiter judged the whole move (false: the replay stopped at a move a part of
    /// which arbiter does not judge, not at an illegal one; the exit status is 2).
    pub judged: bool,
}

/// One move of a replayed record.
#[derive(Debug, Serialize)]
pub struct StepOut<'a> {
    /// 1-based move number.
    #[serde(rename = "move")]
    pub number: usize,
    /// The mover's colour key.
    pub player: &'static str,
    /// Tile id.
    pub tile: &'a str,
    /// Square, x then y.
    pub at: [i64; 2],
    /// Clockwise turn in degrees.
    pub rot: u16,
    /// Points scored at once, per colour.
    pub scored: BTreeMap<&'static str, i64>,
    /// The lines scored.
    pub lines: Vec<LineCore>,
    /// Trade goods the mover takes.
    pub goods_taken: GainedOut,
    /// Whether the move earned an extra turn.
    pub extra_turn: bool,
    /// The score track after the move.
    pub track: Vec<i64>,
}

/// `replay`: a game record played move by move.
#[derive(Debug, Serialize)]
pub struct ReplayOut<'a> {
    /// Always `carcassonne`.
    pub game: &'static str,
    /// Moves in the record.
    pub moves: usize,
    /// Moves played.
    pub played: usize,
    /// Whether the start position and every move and discard were legal.
    pub legal: bool,
    /// The start position's problems, as `check` reports them, when it could not arise in a
    /// legal game (then no move was played; absent otherwise).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub start_problems: Vec<ProblemOut>,
    /// Whether end-game scoring was done.
    pub finished: bool,
    /// `--rules KEY=VALUE` given on the command line.
    pub rules_from_command_line: Vec<String>,
    /// Tiles discarded.
    pub discarded: Vec<DiscardOut<'a>>,
    /// A refused discard.
    pub bad_discard: Option<BadDiscardOut<'a>>,
    /// A refused final draw (absent when there is none).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub bad_final_draw: Option<BadFinalDrawOut>,
    /// The first illegal move.
    pub illegal: Option<IllegalOut>,
    /// Every move played.
    pub history: Vec<StepOut<'a>>,
    /// End-game scoring.
    pub final_scoring: Option<Vec<LineCore>>,
    /// Totals per player.
    pub players: Vec<PlayerTotal<'a>>,
}

impl GainedOut {
    /// What `verdict`'s mover gains of the block of per-player state declared under `key`.
    pub fn of(verdict: &MoveVerdict, key: &str) -> GainedOut {
        let counters = PlayerState::def(key).map_or(&[][..], |d| d.counters);
        let amounts = verdict.gained(key);
        GainedOut(
            counters
                .iter()
                .zip(amounts)
                .map(|(&(counter, _), n)| (counter, n))
                .collect(),
        )
    }
}

/// The output as a JSON value, for printing as JSON or YAML.
pub fn to_value(out: &impl Serialize) -> serde_json::Value {
    serde_json::to_value(out).expect("output structs serialise: string keys, no failing fields")
}
