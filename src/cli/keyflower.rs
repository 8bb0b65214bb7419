//! `score`, `check` and `move` for Keyflower positions (`game: keyflower`).

use arbiter_ids::msg;
use arbiter_rulings::shown::shown;
use arbiter_rulings::Game;
use std::collections::BTreeSet;

use arbiter_engine::keyflower::{self, Message, Position, Problem};
use arbiter_engine::verdict::Severity;
use arbiter_engine::Points;
use arbiter_format::keyflower_setup::SpanMap;
use arbiter_format::{InputError, Loc};
use serde::Serialize;

use super::args::Format;
use super::diagnostics::{print_input_errors, print_problems, MAX_SHOWN_PROBLEMS};
use super::output::{ProblemOut, RuleMessage};
use super::position::table;
use super::{explain, Ctx, Outcome, Source};

/// A Keyflower message in the user's language.
pub fn text(ctx: &Ctx, m: &Message) -> String {
    ctx.loc.message(m)
}

/// A reason about a move by `mover`, said with the mover's name (`$mover`), so that every line
/// of the verdict names the player.
pub fn by(ctx: &Ctx, m: &Message, mover: &str) -> String {
    let mut m = m.clone();
    if !m.args.iter().any(|(k, _)| *k == "mover") {
        m.args
            .push(("mover", arbiter_engine::verdict::Arg::Text(mover.into())));
    }
    ctx.loc.message(&m)
}

/// Keyflower problems with the places their subjects were written, in file order; with
/// `severity` a warning, every one is a warning (a standing problem of the position beside a
/// verdict), and a warning stays a warning whatever `severity` is.
fn located(problems: &[Problem], severity: Severity, spans: &SpanMap) -> Vec<(Problem, Loc)> {
    let mut out: Vec<(Problem, Loc)> = problems
        .iter()
        .map(|p| {
            let mut p = p.clone();
            p.severity = p.severity.max(severity);
            let loc = spans.locate(p.subject);
            (p, loc)
        })
        .collect();
    out.sort_by_key(|(_, loc)| *loc);
    out
}

pub(super) fn load(
    ctx: &Ctx,
    source: &Source,
) -> Result<(Position, Option<keyflower::Move>, SpanMap), Outcome> {
    let Ok(text) = std::str::from_utf8(&source.bytes) else {
        let e = InputError::new(Message::new(msg::INPUT_NOT_UTF8), Loc::default());
        print_input_errors(ctx, source, &[e]);
        return Err(Outcome::BadInput);
    };
    if arbiter_format::keyflower_record::is_record_text(text) {
        let e = InputError::new(Message::new(msg::KF_INPUT_RECORD_USE_REPLAY), Loc::START);
        print_input_errors(ctx, source, &[e]);
        return Err(Outcome::BadInput);
    }
    arbiter_format::keyflower::read(text).map_err(|errors| {
        print_input_errors(ctx, source, &errors);
        Outcome::BadInput
    })
}

/// `check` (and `score` refused): whether the position is legal, and every problem.
#[derive(Debug, Serialize)]
struct CheckOut {
    /// Always `keyflower`.
    game: &'static str,
    /// Whether it is legal.
    legal: bool,
    /// The problems, in file order: the first 100.
    problems: Vec<ProblemOut>,
    /// How many problems past the first 100 are left out (absent when none are).
    #[serde(skip_serializing_if = "Option::is_none")]
    problems_not_shown: Option<usize>,
}

/// `score`: every player's best allocation and the proof that none scores more.
#[derive(Debug, Serialize)]
struct ScoreOut<'a> {
    /// Always `keyflower`.
    game: &'static str,
    /// Per player, in seating order.
    players: Vec<PlayerOut<'a>>,
    /// Whether several players share the win.
    tie: bool,
    /// The winners' names.
    winners: Vec<Option<&'a str>>,
    /// The options applied.
    options: Vec<OptionOut>,
    /// Problems that do not stop scoring: the first 100.
    warnings: Vec<ProblemOut>,
    /// How many warnings past the first 100 are left out (absent when none are).
    #[serde(skip_serializing_if = "Option::is_none")]
    warnings_not_shown: Option<usize>,
    /// Every rule cited.
    rules: Vec<&'static str>,
}

/// One player's score.
#[derive(Debug, Serialize)]
struct PlayerOut<'a> {
    /// Name.
    name: &'a str,
    /// Points before end-game scoring: a Keyflower position has no track.
    track: Points,
    /// Points from end-game scoring.
    #[serde(rename = "final")]
    final_points: Points,
    /// Track plus final.
    total: Points,
    /// Every scoring line.
    lines: Vec<LineOut>,
    /// Why no other allocation scores more.
    proof: ProofOut,
}

impl<'a> PlayerOut<'a> {
    fn of(ctx: &Ctx, p: &'a keyflower::scoring::PlayerScore) -> PlayerOut<'a> {
        PlayerOut {
            name: &p.name,
            track: 0,
            final_points: p.total,
            total: p.total,
            lines: p
                .lines
                .iter()
                .map(|l| LineOut {
                    rule: l.rule,
                    points: l.points,
                    text: text(ctx, &l.message),
                })
                .collect(),
            proof: ProofOut {
                allocation: p.proof.allocation,
                upper_bound: p.proof.upper_bound,
                alternatives: p
                    .proof
                    .alternatives
                    .iter()
                    .map(|a| AlternativeOut {
                        rule: a.rule,
                        choice: text(ctx, &a.message),
                        best_without: a.best,
                        instead: text(ctx, &a.instead),
                    })
                    .collect(),
            },
        }
    }
}

/// One scoring line.
#[derive(Debug, Serialize)]
struct LineOut {
    /// The rule applied.
    rule: &'static str,
    /// Points.
    points: Points,
    /// What scored, in words.
    text: String,
}

/// The proof of an allocation.
#[derive(Debug, Serialize)]
struct ProofOut {
    /// Points from the allocation.
    allocation: Points,
    /// An upper bound on any allocation.
    upper_bound: Points,
    /// Each contested choice with the best total without it.
    alternatives: Vec<AlternativeOut>,
}

/// A contested choice of an allocation.
#[derive(Debug, Serialize)]
struct AlternativeOut {
    /// The rule whose choice this is.
    rule: &'static str,
    /// The choice made, in words.
    choice: String,
    /// The best allocation total without it.
    best_without: Points,
    /// The choice that reaches it instead, in words.
    instead: String,
}

/// An option applied to the scoring.
#[derive(Debug, Serialize)]
struct OptionOut {
    /// Its rule.
    rule: &'static str,
    /// Its name.
    option: &'static str,
    /// Its value.
    value: &'static str,
}

/// `move`: the verdict on the file's move.
#[derive(Debug, Serialize)]
struct MoveOut<'a> {
    /// Always `keyflower`.
    game: &'static str,
    /// Whether the move is legal.
    legal: bool,
    /// Why it is illegal, in words.
    reasons: Vec<String>,
    /// Why it is illegal, with rule ids and places.
    problems: Vec<MoveProblemOut>,
    /// How many reasons past the first 100 are left out (absent when none are).
    #[serde(skip_serializing_if = "Option::is_none")]
    reasons_not_shown: Option<usize>,
    /// The rules checked and satisfied.
    satisfied: Vec<RuleMessage<'a>>,
    /// How many satisfied rules past the first 100 are left out (absent when none are).
    #[serde(skip_serializing_if = "Option::is_none")]
    satisfied_not_shown: Option<usize>,
    /// Points scored at once: none in Keyflower (an empty object, as the output contract's
    /// `scored` is one).
    scored: NothingScored,
    /// What a use produced and where it went.
    produced: Vec<RuleMessage<'a>>,
    /// Problems of the position the move does not cause: the first 100.
    warnings: Vec<ProblemOut>,
    /// How many warnings past the first 100 are left out (absent when none are).
    #[serde(skip_serializing_if = "Option::is_none")]
    warnings_not_shown: Option<usize>,
    /// Every rule cited.
    rules: Vec<&'static str>,
}

/// An empty object.
#[derive(Debug, Serialize)]
struct NothingScored {}

/// A problem of a move (no severity: every one is an error).
#[derive(Debug, Serialize)]
struct MoveProblemOut {
    /// The rule it breaks.
    rule: &'static str,
    /// The message in the output language.
    message: String,
    /// 1-based line.
    line: usize,
    /// 1-based column.
    column: usize,
}

/// `tiles --game keyflower`.
#[derive(Debug, Serialize)]
struct TilesOut<'a> {
    /// Always `keyflower`.
    game: &'static str,
    /// Every tile.
    tiles: Vec<TileOut<'a>>,
}

/// A Keyflower tile's key, kind and names.
#[derive(Debug, Serialize)]
struct TileOut<'a> {
    /// Key.
    key: &'a str,
    /// Kind, in the output language.
    kind: &'a str,
    /// English name.
    en: &'a str,
    /// Dutch name.
    nl: &'a str,
}

/// `arbiter score` on a Keyflower position: the best allocation for every player, and why no
/// other scores more.
pub fn score(ctx: &Ctx, source: &Source) -> Outcome {
    let (position, _, spans) = match load(ctx, source) {
        Ok(x) => x,
        Err(o) => return o,
    };
    if position.players.is_empty() {
        // Nobody to score: no "Winner: " with no name.
        let e = arbiter_format::InputError::new(
            arbiter_engine::verdict::Message::new(msg::RELIABILITY_KF_NO_PLAYERS),
            spans.season,
        );
        print_input_errors(ctx, source, &[e]);
        return Outcome::BadInput;
    }
    let report = match keyflower::score(&position) {
        Ok(report) => report,
        Err(unscorable) => return refuse_to_score(ctx, source, unscorable.problems(), &spans),
    };
    let mut standing = position.problems();
    standing.extend(keyflower::scoring::marker_warnings(&position));
    let warnings = located(&standing, Severity::Warning, &spans);
    let mut cited: BTreeSet<&'static str> = BTreeSet::new();
    for p in &report.players {
        cited.extend(p.lines.iter().map(|l| l.rule));
        cited.extend(p.proof.alternatives.iter().map(|a| a.rule));
    }
    cited.extend(report.options.iter().map(|o| o.0));
    explain::with_backing(&mut cited);
    if ctx.format != Format::Table {
        print_score_json(ctx, &report, &warnings, &cited);
    } else {
        print_score_table(ctx, source, &report, &warnings, &cited);
    }
    Outcome::Done
}

/// Says that a position holding more pieces than the box, or a tile twice, cannot be scored,
/// with those problems (exit 1).
fn refuse_to_score(ctx: &Ctx, source: &Source, blocking: &[Problem], spans: &SpanMap) -> Outcome {
    let problems = located(blocking, Severity::Error, spans);
    if ctx.format != Format::Table {
        super::print_data(
            ctx,
            &CheckOut {
                game: Game::Keyflower.key(),
                legal: false,
                problems: ProblemOut::all(ctx, &problems),
                problems_not_shown: ProblemOut::rest(&problems),
            },
        );
    } else {
        outln!("{}", ctx.t(msg::KF_CLI_CANNOT_SCORE));
        print_problems(ctx, source, &problems);
    }
    Outcome::Illegal
}

/// The score report as one JSON object.
pub(super) fn print_score_json(
    ctx: &Ctx,
    report: &keyflower::ScoreReport,
    warnings: &[(Problem, Loc)],
    cited: &BTreeSet<&'static str>,
) {
    let out = ScoreOut {
        game: Game::Keyflower.key(),
        players: report
            .players
            .iter()
            .map(|p| PlayerOut::of(ctx, p))
            .collect(),
        tie: report.winners.len() > 1,
        winners: report
            .winners
            .iter()
            .map(|&w| {
                report
                    .players
                    .iter()
                    .find(|p| p.player == w)
                    .map(|p| p.name.as_str())
            })
            .collect(),
        options: report
            .options
            .iter()
            .map(|&(rule, option, value)| OptionOut {
                rule,
                option,
                value,
            })
            .collect(),
        warnings: ProblemOut::all(ctx, warnings),
        warnings_not_shown: ProblemOut::rest(warnings),
        rules: cited.iter().copied().collect(),
    };
    explain::print_data_citing(ctx, out, cited);
}

/// The score report as tables: totals, each player's lines and proof, the winner, the options.
pub(super) fn print_score_table(
    ctx: &Ctx,
    source: &Source,
    report: &keyflower::ScoreReport,
    warnings: &[(Problem, Loc)],
    cited: &BTreeSet<&'static str>,
) {
    let mut totals = table(ctx, &[msg::COL_PLAYER, msg::COL_TOTAL]);
    for p in &report.players {
        totals.add_row(vec![shown(&p.name).into_owned(), p.total.to_string()]);
    }
    outln!("{}", ctx.t(msg::HEADING_FINAL_SCORES));
    outln!("{totals}");
    for p in &report.players {
        outln!(
            "{}",
            ctx.loc.text_with(
                msg::KF_REPORT_TOTAL,
                &[
                    ("player", p.name.as_str().into()),
                    ("total", p.total.into())
                ]
            )
        );
        let mut lines = table(ctx, &[msg::COL_DESCRIPTION, msg::COL_POINTS, msg::COL_RULE]);
        // Fan sources by their abbreviations in the table, said in full once under it.
        let short = ctx.loc.with_short_sources();
        let mut fans: Vec<&str> = Vec::new();
        for l in &p.lines {
            lines.add_row(vec![
                short.message(&l.message),
                l.points.to_string(),
                l.rule.to_string(),
            ]);
            for name in fan_sources(&l.message) {
                if !fans.contains(&name) {
                    fans.push(name);
                }
            }
        }
        let drawn = lines.to_string();
        outln!("{drawn}");
        let width = drawn.lines().next().map_or(0, |l| l.chars().count());
        if !fans.is_empty() {
            let full: Vec<String> = fans.iter().map(|f| ctx.loc.fan_source(f)).collect();
            let note = ctx.loc.text_with(
                msg::KF_REPORT_SOURCES,
                &[("sources", full.join("; ").into())],
            );
            for line in wrapped(&note, width.max(NOTE_WIDTH)) {
                outln!("{line}");
            }
        }
        let proof = &p.proof;
        // The proof's lines are wrapped to the table above (at least NOTE_WIDTH).
        let say = |text: String| {
            for line in wrapped(&text, width.max(NOTE_WIDTH)) {
                outln!("{line}");
            }
        };
        say(ctx.loc.text_with(
            msg::KF_REPORT_PROOF,
            &[
                ("allocation", proof.allocation.into()),
                ("bound", proof.upper_bound.into()),
            ],
        ));
        let key = if proof.allocation == proof.upper_bound {
            msg::KF_REPORT_MEETS_BOUND
        } else if proof.alternatives.is_empty() {
            msg::KF_REPORT_PROVEN_BEST_ALONE
        } else {
            msg::KF_REPORT_PROVEN_BEST
        };
        say(ctx.loc.text_with(
            key,
            &[
                ("allocation", proof.allocation.into()),
                ("bound", proof.upper_bound.into()),
            ],
        ));
        for a in &proof.alternatives {
            outln!(
                "  {} [{}]",
                ctx.loc.text_with(
                    msg::KF_REPORT_ALTERNATIVE,
                    &[
                        ("choice", text(ctx, &a.message).into()),
                        ("best", a.best.into()),
                        ("instead", text(ctx, &a.instead).into()),
                    ]
                ),
                a.rule
            );
        }
    }
    let names: Vec<String> = report
        .winners
        .iter()
        .filter_map(|&w| {
            report
                .players
                .iter()
                .find(|p| p.player == w)
                .map(|p| p.name.clone())
        })
        .collect();
    let key = if names.len() > 1 {
        msg::KF_REPORT_TIE
    } else {
        msg::KF_REPORT_WINNER
    };
    outln!(
        "{}",
        ctx.loc
            .text_with(key, &[("players", ctx.loc.list(&names).into())])
    );
    outln!("{}", options_line(ctx, &report.options));
    super::diagnostics::print_warnings_and_explanations(ctx, source, warnings, cited);
}

/// The narrowest a note under a table is wrapped to (a table narrower than this does not
/// squeeze it).
const NOTE_WIDTH: usize = 72;

/// The fan sources a message cites for an unverified number (its `source` argument,
/// `: ALS, BDA`), by abbreviation.
fn fan_sources(m: &Message) -> Vec<&str> {
    m.args
        .iter()
        .filter(|(k, _)| *k == "source")
        .filter_map(|(_, v)| match v {
            arbiter_engine::verdict::Arg::Text(t) => t.strip_prefix(": "),
            _ => None,
        })
        .flat_map(|t| t.split(", "))
        .collect()
}

/// `text` in lines of at most `width` characters, broken between words (a longer word has a
/// line of its own).
fn wrapped(text: &str, width: usize) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for word in text.split(' ') {
        if !line.is_empty() && line.chars().count() + 1 + word.chars().count() > width {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

/// The rule options of a verdict in words: how many are at their defaults, and each one that
/// is not, with its default (`kf-cli-options`).
fn options_line(ctx: &Ctx, applied: &[(&str, &str, &str)]) -> String {
    let default_of = |name: &str| {
        keyflower::options::OPTIONS
            .iter()
            .find(|o| o.name == name)
            .and_then(|o| o.values.first().copied())
    };
    let changed: Vec<String> = applied
        .iter()
        .filter_map(|&(_, name, value)| {
            let default = default_of(name)?;
            (default != value).then(|| {
                ctx.loc.text_with(
                    msg::KF_CLI_OPTION_CHANGED,
                    &[
                        ("name", name.into()),
                        ("value", value.into()),
                        ("default", default.into()),
                    ],
                )
            })
        })
        .collect();
    ctx.loc.text_with(
        msg::KF_CLI_OPTIONS,
        &[
            ("changed", changed.join(", ").into()),
            ("changed-count", changed.len().into()),
            ("defaults", (applied.len() - changed.len()).into()),
        ],
    )
}

/// `arbiter check` on a Keyflower position.
pub fn check(ctx: &Ctx, source: &Source) -> Outcome {
    let (position, _, spans) = match load(ctx, source) {
        Ok(x) => x,
        Err(o) => return o,
    };
    // The standing problems, and the warning a start-player marker that will not count gets.
    let mut found = position.problems();
    found.extend(keyflower::scoring::marker_warnings(&position));
    let problems = located(&found, Severity::Error, &spans);
    let mut cited: BTreeSet<&'static str> = problems.iter().map(|(p, _)| p.rule).collect();
    explain::with_backing(&mut cited);
    let errors = problems
        .iter()
        .filter(|(p, _)| p.severity == Severity::Error)
        .count();
    let legal = errors == 0;
    if ctx.format != Format::Table {
        let out = CheckOut {
            game: Game::Keyflower.key(),
            legal,
            problems: ProblemOut::all(ctx, &problems),
            problems_not_shown: ProblemOut::rest(&problems),
        };
        explain::print_data_citing(ctx, out, &cited);
    } else {
        if legal {
            outln!("{}", ctx.t(msg::KF_CLI_LEGAL));
        } else {
            outln!(
                "{}",
                ctx.loc
                    .text_with(msg::CHECK_ILLEGAL, &[("count", errors.into())])
            );
        }
        print_problems(ctx, source, &problems);
        if ctx.explain {
            explain::print(ctx, cited.iter().copied());
        }
    }
    Outcome::of_legality(legal)
}

/// `arbiter move` on a Keyflower position: the move is the file's `move:` section.
pub fn adjudicate(ctx: &Ctx, source: &Source) -> Outcome {
    let (position, mv, spans) = match load(ctx, source) {
        Ok(x) => x,
        Err(o) => return o,
    };
    let Some(mv) = mv else {
        let e = InputError::new(Message::new(msg::KF_CLI_NO_MOVE), Loc::default());
        print_input_errors(ctx, source, &[e]);
        return Outcome::BadInput;
    };
    // The one function that advances a position judges the move; what a legal use yields
    // and where each product goes comes with the position after it.
    let (verdict, after) = keyflower::game::advance(&position, &mv, &Default::default());
    let produced = after.map(|(_, events)| events).unwrap_or_default();
    let warnings = located(&position.problems(), Severity::Warning, &spans);
    let mut cited: BTreeSet<&'static str> = verdict.problems.iter().map(|p| p.rule).collect();
    cited.extend(verdict.satisfied.iter().map(|(r, _)| *r));
    cited.extend(produced.iter().map(|(r, _)| *r));
    explain::with_backing(&mut cited);
    // `--explain` prints the rules at issue: for an illegal move, those its problems broke.
    let explained = if verdict.is_legal() {
        cited.clone()
    } else {
        let mut broken = verdict.problems.iter().map(|p| p.rule).collect();
        explain::with_backing(&mut broken);
        broken
    };
    // Only the first reasons are put in words; the rest are counted.
    let shown = &verdict.problems[..verdict.problems.len().min(MAX_SHOWN_PROBLEMS)];
    let not_shown = verdict.problems.len() - shown.len();
    let mover = position
        .players
        .get(mv.player.index())
        .map_or(String::new(), |p| p.name.clone());
    let reasons: Vec<String> = shown.iter().map(|p| by(ctx, &p.message, &mover)).collect();
    let satisfied = &verdict.satisfied[..verdict.satisfied.len().min(MAX_SHOWN_PROBLEMS)];
    let satisfied_not_shown = verdict.satisfied.len() - satisfied.len();
    if ctx.format != Format::Table {
        let said = |(rule, m): &(&'static str, Message)| RuleMessage {
            rule,
            message: by(ctx, m, &mover),
        };
        let out = MoveOut {
            game: Game::Keyflower.key(),
            legal: verdict.is_legal(),
            reasons,
            reasons_not_shown: (not_shown > 0).then_some(not_shown),
            problems: shown
                .iter()
                .map(|p| {
                    let l = spans.locate(p.subject);
                    MoveProblemOut {
                        rule: p.rule,
                        message: by(ctx, &p.message, &mover),
                        line: l.line,
                        column: l.column,
                    }
                })
                .collect(),
            satisfied: satisfied.iter().map(said).collect(),
            satisfied_not_shown: (satisfied_not_shown > 0).then_some(satisfied_not_shown),
            scored: NothingScored {},
            produced: produced.iter().map(said).collect(),
            warnings: ProblemOut::all(ctx, &warnings),
            warnings_not_shown: ProblemOut::rest(&warnings),
            rules: cited.iter().copied().collect(),
        };
        explain::print_data_citing(ctx, out, &explained);
    } else {
        if verdict.is_legal() {
            outln!(
                "{}",
                ctx.loc
                    .text_with(msg::KF_CLI_MOVE_LEGAL, &[("mover", mover.as_str().into())])
            );
            for (rule, m) in satisfied {
                outln!("  - [{rule}] {}", by(ctx, m, &mover));
            }
            if let Some(more) = super::diagnostics::not_shown_text(ctx, verdict.satisfied.len()) {
                outln!("  {more}");
            }
            if !produced.is_empty() {
                outln!("{}", ctx.t(msg::KF_CLI_PRODUCED));
                for (rule, m) in &produced {
                    outln!("  - [{rule}] {}", text(ctx, m));
                }
            }
        } else {
            outln!(
                "{}",
                ctx.loc.text_with(
                    msg::KF_CLI_MOVE_ILLEGAL,
                    &[
                        ("count", verdict.problems.len().into()),
                        ("mover", mover.as_str().into())
                    ]
                )
            );
            for (p, reason) in shown.iter().zip(&reasons) {
                outln!("  - [{}] {reason}", p.rule);
            }
            if let Some(more) = super::diagnostics::not_shown_text(ctx, verdict.problems.len()) {
                outln!("  {more}");
            }
        }
        super::diagnostics::print_warnings_and_explanations(ctx, source, &warnings, &explained);
    }
    Outcome::of_legality(verdict.is_legal())
}

/// `arbiter tiles --game keyflower`: every tile key with its kind and its English and Dutch
/// names, as position files and moves name them.
pub fn tiles(ctx: &Ctx) -> Outcome {
    use arbiter_i18n::Localizer;
    use arbiter_rulings::lang::Lang;
    let english = Localizer::new(Lang::En);
    let dutch = Localizer::new(Lang::Nl);
    let rows: Vec<[String; 4]> = keyflower::catalogue::TILES
        .iter()
        .map(|tile| {
            let name = format!("kf-tile-{}", tile.key);
            [
                tile.key.to_string(),
                ctx.t(&format!("kf-kind-{}", tile.kind.key())),
                english.text(&name),
                dutch.text(&name),
            ]
        })
        .collect();
    if ctx.format != Format::Table {
        let tiles = rows
            .iter()
            .map(|[key, kind, en, nl]| TileOut { key, kind, en, nl })
            .collect();
        super::print_data(
            ctx,
            &TilesOut {
                game: Game::Keyflower.key(),
                tiles,
            },
        );
        return Outcome::Done;
    }
    let mut list = table(
        ctx,
        &[
            msg::KF_COL_KEY,
            msg::KF_COL_KIND,
            msg::KF_COL_ENGLISH,
            msg::KF_COL_DUTCH,
        ],
    );
    for row in rows {
        list.add_row(row.to_vec());
    }
    outln!("{list}");
    Outcome::Done
}

/// `arbiter schema --game keyflower`: the JSON Schema of the Keyflower position file.
pub fn schema(_ctx: &Ctx, record: bool) -> Outcome {
    let schema = if record {
        arbiter_format::schema::keyflower_record()
    } else {
        arbiter_format::schema::keyflower_position()
    };
    outln!(
        "{}",
        serde_json::to_string_pretty(&schema).unwrap_or_default()
    );
    Outcome::Done
}
