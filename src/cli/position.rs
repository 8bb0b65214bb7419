//! `score` and `check` for Carcassonne positions.

use super::backing::{self, Backed};
use arbiter_ids::{msg, rule};
use arbiter_rulings::shown::shown;
use arbiter_rulings::Game;
use std::collections::BTreeSet;

use super::table::{Cell, Table};
use arbiter_engine::carcassonne::board::GroupId;
use arbiter_engine::carcassonne::citation::{position_rules, Evidence};
use arbiter_engine::carcassonne::expansions::Completion;
use arbiter_engine::carcassonne::pieces::Locator;
use arbiter_engine::carcassonne::position::Position;
use arbiter_engine::carcassonne::problem::{Message, Problem, Severity};
use arbiter_engine::carcassonne::scoring::{end_game, FinalScoring, ScoreLine, ScoredKind};
use arbiter_format::carcassonne::{read, SpanMap};
use arbiter_format::Loc;

use super::args::Format;
use super::diagnostics::{print_input_errors, print_problems, print_warnings_and_explanations};
use super::output::{CheckOut, EndLineOut, PlayerTotal, ProblemOut, ScoreOut};
use super::{explain, Ctx, Outcome, Source};

/// Reads and validates a Carcassonne position, printing input errors (exit 2) itself.
pub fn load(ctx: &Ctx, source: &Source) -> Result<(Position, SpanMap), Outcome> {
    match read(&source.bytes) {
        Ok((mut setup, spans)) => {
            ctx.override_rules(&mut setup.rules);
            Ok((Position::validate(setup), spans))
        }
        Err(errors) => {
            print_input_errors(ctx, source, &errors);
            Err(Outcome::BadInput)
        }
    }
}

/// Problems with their places.
pub fn located(problems: &[Problem], spans: &SpanMap) -> Vec<(Problem, Loc)> {
    problems
        .iter()
        .map(|p| (p.clone(), spans.locate(p.subject)))
        .collect()
}

/// The totals of a game's players: name, colour, score track, end-game points (0 before the
/// end) and their sum, as `score` and `replay` print them.
pub fn totals_table(
    ctx: &Ctx,
    players: &[arbiter_engine::carcassonne::pieces::Player],
    track: &[i64],
    finals: Option<&[i64]>,
) -> Table {
    let mut out = table(
        ctx,
        &[
            msg::COL_PLAYER,
            msg::COL_COLOR,
            msg::COL_TRACK,
            msg::COL_FINAL,
            msg::COL_TOTAL,
        ],
    );
    for (i, p) in players.iter().enumerate() {
        let last = finals.map_or(0, |f| f[i]);
        out.add_row(vec![
            Cell::new(shown(&p.name)),
            Cell::new(ctx.t(&format!("color-{}", p.color.key()))),
            Cell::new(track[i]),
            Cell::new(last),
            Cell::new(track[i] + last),
        ]);
    }
    out
}

/// A new table in the house style.
pub fn table(ctx: &Ctx, header: &[&str]) -> Table {
    // On a terminal, long columns wrap to its width; piped, a table keeps its lines whole.
    // (No cell is styled, so colour needs no tty; without one comfy-table knows no width.)
    let wrap = std::io::IsTerminal::is_terminal(&std::io::stdout());
    let _ = ctx.color;
    Table::new(header.iter().map(|h| Cell::new(ctx.t(h))).collect(), wrap)
}

/// Where a score line's feature is, named by one of its scoring pieces (or any part).
fn anchor(position: &Position, group: GroupId, owners: &[usize]) -> Option<(String, Locator)> {
    let index = position.pieces();
    let setup = position.setup();
    let piece = index
        .on(group)
        .find(|p| owners.contains(&p.owner.index()))
        .or_else(|| index.on(group).next())?;
    let tile = &setup.tiles[piece.tile];
    let locator = setup.tiles[piece.tile].pieces[piece.piece].locator;
    Some((tile.pos.to_string(), locator))
}

fn line_out(ctx: &Ctx, position: &Position, evidence: &Evidence, line: &ScoreLine) -> EndLineOut {
    let owners: Vec<usize> = line.awards.iter().map(|a| a.player.index()).collect();
    let at = line
        .group
        .and_then(|g| anchor(position, g, &owners))
        .map(|(sq, f)| (sq, f.to_text()));
    EndLineOut::new(
        line,
        &position.setup().players,
        evidence,
        at,
        ctx.loc.message(&describe(line)),
    )
}

/// A one-line description of what a score line counted.
pub fn describe(line: &ScoreLine) -> Message {
    match line.kind {
        ScoredKind::Held { state, counter } => {
            let scored = arbiter_engine::carcassonne::setup::PlayerState::def(state)
                .and_then(|d| d.scored)
                .unwrap_or(msg::SCORE_MOST);
            Message::new(scored)
                .key_arg("counter", format!("{state}-{counter}"))
                .arg("count", line.tiles)
        }
        ScoredKind::Field => Message::new(msg::SCORE_FIELD).arg("cities", line.cities),
        ScoredKind::Feature(k) if k.def().completes == Completion::Surrounded => {
            Message::new(msg::SCORE_CLOISTER)
                .arg("kind", line.kind.key())
                .arg("tiles", line.tiles)
                .arg("complete", if line.complete { "yes" } else { "no" })
        }
        _ => Message::new(msg::SCORE_FEATURE)
            .arg("kind", line.kind.key())
            .arg("tiles", line.tiles)
            .arg("pennants", line.pennants)
            .arg(
                "city",
                if line.kind == ScoredKind::City {
                    "yes"
                } else {
                    "no"
                },
            )
            .arg("complete", if line.complete { "yes" } else { "no" }),
    }
}

/// `arbiter score`.
pub fn score(ctx: &Ctx, source: &Source) -> Outcome {
    match super::readings::load(ctx, source) {
        Ok((position, spans, note)) => {
            let outcome = score_position(ctx, source, &position, &spans);
            print_note(ctx, note);
            outcome
        }
        Err(o) => o,
    }
}

/// The note on what the file left open (after the answer: on standard output for people,
/// standard error beside data).
fn print_note(ctx: &Ctx, note: Option<String>) {
    if let Some(note) = note {
        if ctx.format == Format::Table {
            outln!("{note}");
        } else {
            eprintln!("{note}");
        }
    }
}

/// `arbiter score` on a position already read: its end-game scoring judged, and shown.
pub fn score_position(ctx: &Ctx, source: &Source, position: &Position, spans: &SpanMap) -> Outcome {
    let mut scoring = end_game(position);
    let settled = match settle_open(ctx, source, position, spans, &mut scoring) {
        Ok(notes) => notes,
        Err(outcome) => return outcome,
    };
    let warnings: Vec<(Problem, Loc)> = located(position.problems(), spans)
        .into_iter()
        .map(|(mut p, l)| {
            p.severity = Severity::Warning;
            (p, l)
        })
        .collect();
    let mut cited: BTreeSet<&'static str> = BTreeSet::new();
    for l in &scoring.lines {
        cited.extend(l.rules.iter().copied());
    }
    if !scoring.skipped_completed.is_empty() {
        cited.insert(rule::BASE_SCORING_IMMEDIATE);
    }
    // What the scoring applies without a line of its own (a flock that scores nothing).
    cited.extend(arbiter_engine::carcassonne::citation::final_rules(position));
    let evidence = Evidence::of_scoring(position, &scoring);
    explain::with_backing_under(&mut cited, &backing::Under(&evidence));
    let scored = Scored {
        ctx,
        position,
        scoring: &scoring,
        evidence: &evidence,
        warnings: &warnings,
        cited: &cited,
    };
    if ctx.format != Format::Table {
        scored.print_data();
        for note in &settled {
            eprintln!("{note}");
        }
    } else {
        scored.print_table(source, spans);
        for note in &settled {
            outln!("{note}");
        }
    }
    Outcome::Done
}

/// An end-game scoring the position leaves to chance (the animal token of the last circus):
/// when every outcome gives the same totals, its lines join the scoring and a note says so;
/// otherwise `score` gives no total and says each player's range and what each outcome gives
/// (exit 2, as an unclear reading).
fn settle_open(
    ctx: &Ctx,
    source: &Source,
    position: &Position,
    spans: &SpanMap,
    scoring: &mut FinalScoring,
) -> Result<Vec<String>, Outcome> {
    // A record's final position says what settles it under `final_draws:`.
    let record = source.is_record();
    settle_open_with(ctx, source, &position.setup().players, scoring, &|open| {
        let differ = if record {
            &open.in_record
        } else {
            &open.differ
        };
        (differ.clone(), spans.locate(open.subject))
    })
}

/// [`settle_open`] for any file: `place` gives the message of outcomes that differ and where
/// the file should settle it (a position's big top, a record's end).
pub(crate) fn settle_open_with(
    ctx: &Ctx,
    source: &Source,
    players: &[arbiter_engine::carcassonne::pieces::Player],
    scoring: &mut FinalScoring,
    place: &dyn Fn(&arbiter_engine::carcassonne::tables::OpenEnd) -> (Message, Loc),
) -> Result<Vec<String>, Outcome> {
    let mut notes = Vec::new();
    for open in std::mem::take(&mut scoring.open) {
        let base = scoring.totals();
        let totals: Vec<Vec<i64>> = open
            .outcomes
            .iter()
            .map(|(_, lines)| {
                let mut t = base.clone();
                for a in lines.iter().flat_map(|l| &l.awards) {
                    if let Some(slot) = t.get_mut(a.player.index()) {
                        *slot += a.points;
                    }
                }
                t
            })
            .collect();
        if totals.windows(2).all(|w| w[0] == w[1]) {
            if let Some((_, lines)) = open.outcomes.first() {
                for a in lines.iter().flat_map(|l| &l.awards) {
                    if let Some(slot) = scoring.final_points.get_mut(a.player.index()) {
                        *slot += a.points;
                    }
                }
                scoring.lines.extend(lines.iter().cloned());
            }
            notes.push(ctx.loc.message(&open.same));
            continue;
        }
        let ranges: Vec<String> = players
            .iter()
            .enumerate()
            .map(|(i, p)| {
                let lo = totals.iter().map(|t| t[i]).min().unwrap_or(0);
                let hi = totals.iter().map(|t| t[i]).max().unwrap_or(0);
                if lo == hi {
                    format!("{} {lo}", p.name)
                } else {
                    format!("{} {lo}–{hi}", p.name)
                }
            })
            .collect();
        let each: Vec<String> = open
            .outcomes
            .iter()
            .zip(&totals)
            .map(|((name, _), t)| {
                let shown_totals: Vec<String> = players
                    .iter()
                    .zip(t)
                    .map(|(p, v)| format!("{} {v}", p.name))
                    .collect();
                ctx.loc.text_with(
                    open.each,
                    &[
                        ("value", name.as_str().into()),
                        ("totals", shown_totals.join(", ").into()),
                    ],
                )
            })
            .collect();
        let (differ, loc) = place(&open);
        let e = arbiter_format::InputError::new(
            differ
                .arg("ranges", ranges.join(", "))
                .arg("each", each.join("; ")),
            loc,
        );
        print_input_errors(ctx, source, &[e]);
        return Err(Outcome::BadInput);
    }
    Ok(notes)
}

/// A position's end-game scoring, with what showing it needs.
struct Scored<'a> {
    ctx: &'a Ctx,
    position: &'a Position,
    scoring: &'a FinalScoring,
    evidence: &'a Evidence,
    /// The position's own problems, as warnings, with their places.
    warnings: &'a [(Problem, Loc)],
    cited: &'a BTreeSet<&'static str>,
}

impl Scored<'_> {
    /// The scoring as JSON or YAML (the output contract's `players[]`).
    fn print_data(&self) {
        let (ctx, setup) = (self.ctx, self.position.setup());
        let out = ScoreOut {
            game: Game::Carcassonne.key(),
            legal: self.position.is_legal(),
            players: PlayerTotal::all(
                &setup.players,
                &setup.track,
                Some(&self.scoring.final_points),
            ),
            features: self
                .scoring
                .lines
                .iter()
                .map(|l| line_out(ctx, self.position, self.evidence, l))
                .collect(),
            warnings: ProblemOut::all(ctx, self.warnings),
            warnings_not_shown: ProblemOut::rest(self.warnings),
            rules: self.cited.iter().copied().collect(),
        };
        explain::print_data_citing(ctx, out, self.cited);
    }

    /// The scoring for people: the totals, every feature scored, what the file left unwritten,
    /// then the warnings and, with `--explain`, the rules.
    fn print_table(&self, source: &Source, spans: &SpanMap) {
        let (ctx, setup) = (self.ctx, self.position.setup());
        let players = totals_table(
            ctx,
            &setup.players,
            &setup.track,
            Some(&self.scoring.final_points),
        );
        outln!("{}", ctx.t(msg::HEADING_FINAL_SCORES));
        outln!("{players}");
        let mut features = table(
            ctx,
            &[
                msg::COL_FEATURE,
                msg::COL_WHERE,
                msg::COL_TILES,
                msg::COL_PENNANTS,
                msg::COL_COMPLETE,
                msg::COL_OWNERS,
                msg::COL_POINTS,
                msg::COL_RULE,
            ],
        );
        for line in &self.scoring.lines {
            features.add_row(self.feature_row(line));
        }
        outln!("{}", ctx.t(msg::HEADING_SCORED_FEATURES));
        if self.scoring.lines.is_empty() {
            outln!("{}", ctx.t(msg::NOTHING_SCORED));
        } else {
            outln!("{features}");
        }
        self.print_notes(spans);
        print_warnings_and_explanations(ctx, source, self.warnings, self.cited);
    }

    /// One row of the scored features' table.
    fn feature_row(&self, line: &ScoreLine) -> Vec<Cell> {
        let (ctx, setup) = (self.ctx, self.position.setup());
        let owners: Vec<usize> = line.awards.iter().map(|a| a.player.index()).collect();
        let at = line
            .group
            .and_then(|g| anchor(self.position, g, &owners))
            .map(|(sq, f)| format!("{sq} {}", ctx.loc.locator(f)))
            .unwrap_or_default();
        let strengths = line
            .strengths
            .iter()
            .map(|(p, s)| format!("{} ({s})", shown(&setup.players[p.index()].name)))
            .collect::<Vec<_>>()
            .join(", ");
        let points = if line.awards.is_empty() {
            "0".to_string()
        } else {
            line.awards
                .iter()
                .map(|a| {
                    format!(
                        "{} {}",
                        shown(&setup.players[a.player.index()].name),
                        a.points
                    )
                })
                .collect::<Vec<_>>()
                .join(", ")
        };
        let kind = match line.kind {
            ScoredKind::Held { state, counter } => ctx.t(&format!("{state}-{counter}")),
            k => ctx.t(&format!("feature-{}", k.key())),
        };
        // A line of points beside the feature's own (the fairy's 3, the ringmaster's bonus:
        // no strength) says nothing of the feature's size: its points have another source.
        let beside = line.strengths.is_empty() && !line.awards.is_empty();
        let size = match line.kind {
            _ if beside => String::new(),
            ScoredKind::Field => ctx
                .loc
                .text_with(msg::CELL_CITIES, &[("count", line.cities.into())]),
            ScoredKind::Held { .. } => String::new(),
            _ => line.tiles.to_string(),
        };
        vec![
            Cell::new(kind),
            Cell::new(at),
            Cell::new(size),
            Cell::new(if matches!(line.kind, ScoredKind::City) && !beside {
                line.pennants.to_string()
            } else {
                String::new()
            }),
            Cell::new(
                if beside || matches!(line.kind, ScoredKind::Field | ScoredKind::Held { .. }) {
                    String::new()
                } else {
                    ctx.t(if line.complete { "yes" } else { "no" })
                },
            ),
            Cell::new(strengths),
            Cell::new(points),
            Cell::new(self.evidence.line_rules(line).join(" ")),
        ]
    }

    /// What the file left unwritten (score track, expansion state) and the completed features
    /// it left on the board, which score at once and not at the end.
    fn print_notes(&self, spans: &SpanMap) {
        let (ctx, setup) = (self.ctx, self.position.setup());
        let names = |players: &[usize]| -> String {
            let names: Vec<&str> = players
                .iter()
                .map(|&i| setup.players[i].name.as_str())
                .collect();
            ctx.loc.list(&names)
        };
        if !spans.track_unwritten.is_empty() {
            outln!(
                "{}",
                ctx.loc.text_with(
                    msg::NOTE_TRACK_UNWRITTEN,
                    &[
                        ("count", spans.track_unwritten.len().into()),
                        ("players", names(&spans.track_unwritten).into()),
                    ]
                )
            );
        }
        for (key, players) in &spans.state_unwritten {
            outln!(
                "{}",
                ctx.loc.text_with(
                    msg::NOTE_STATE_UNWRITTEN,
                    &[
                        ("block", (*key).into()),
                        ("count", players.len().into()),
                        ("players", names(players).into()),
                    ]
                )
            );
        }
        if setup.partial {
            outln!("{}", ctx.t(msg::NOTE_PARTIAL_SCORE));
        }
        classic_note(ctx, setup);
        if !self.scoring.skipped_completed.is_empty() {
            outln!(
                "{}",
                ctx.loc.text_with(
                    msg::NOTE_SKIPPED_COMPLETED,
                    &[("count", self.scoring.skipped_completed.len().into())]
                )
            );
        }
    }
}

/// `arbiter check`.
pub fn check(ctx: &Ctx, source: &Source) -> Outcome {
    match super::readings::load(ctx, source) {
        Ok((position, spans, note)) => {
            let outcome = check_position(ctx, source, &position, &spans);
            print_note(ctx, note);
            outcome
        }
        Err(o) => o,
    }
}

/// `arbiter check` on a position already read.
pub fn check_position(ctx: &Ctx, source: &Source, position: &Position, spans: &SpanMap) -> Outcome {
    let problems = located(position.problems(), spans);
    let legal = position.is_legal();
    let evidence = Evidence::of_position(position);
    let mut cited: BTreeSet<&'static str> = if legal {
        position_rules(position).into_iter().collect()
    } else {
        problems.iter().map(|(p, _)| p.rule).collect()
    };
    explain::with_backing_under(&mut cited, &backing::Under(&evidence));
    if ctx.format != Format::Table {
        let out = CheckOut {
            game: Game::Carcassonne.key(),
            legal,
            tiles: position.setup().tiles.len(),
            pieces: position.pieces().pieces.len(),
            problems: ProblemOut::all(ctx, &problems),
            problems_not_shown: ProblemOut::rest(&problems),
            rules: cited.iter().copied().collect(),
        };
        explain::print_data_citing(ctx, out, &cited);
    } else {
        if legal {
            outln!(
                "{}",
                ctx.loc.text_with(
                    msg::CHECK_LEGAL,
                    &[
                        ("tiles", position.setup().tiles.len().into()),
                        ("pieces", position.pieces().pieces.len().into()),
                    ],
                )
            );
            explain::print_allowed_by(ctx, &cited.iter().copied().collect::<Vec<_>>());
            if position.setup().partial {
                outln!("{}", ctx.t(msg::NOTE_PARTIAL_CHECK));
            }
            classic_note(ctx, position.setup());
        } else {
            let errors = problems
                .iter()
                .filter(|(p, _)| p.severity == Severity::Error)
                .count();
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

/// The classic boxes in play, said once: arbiter judges them as JCloisterZone plays them,
/// not as the current edition's boxes of the same names.
fn classic_note(ctx: &Ctx, setup: &arbiter_engine::carcassonne::setup::Setup) {
    let names: Vec<String> = setup
        .rules
        .in_play()
        .filter(|e| e.def().classic)
        .map(|e| ctx.t(&format!("expansion-{}", e.key())))
        .collect();
    if names.is_empty() {
        return;
    }
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    outln!(
        "{}",
        ctx.loc.text_with(
            msg::NOTE_CLASSIC_EDITION,
            &[
                ("count", names.len().into()),
                ("expansions", ctx.loc.list(&names).into()),
            ],
        )
    );
}
