//! Unclear readings at the command line: `score` and `check` judge every legal reading of a
//! position that leaves tiles or pieces open, and answer only when the reading does not
//! matter.

use arbiter_engine::carcassonne::catalogue::Catalogue;
use arbiter_engine::carcassonne::position::Position;
use arbiter_engine::carcassonne::problem::Message;
use arbiter_engine::carcassonne::readings::{cluster_budget, judge, Choice, Judgement, Verdict};
use arbiter_engine::carcassonne::setup::Setup;
use arbiter_engine::carcassonne::transcription::Candidate;
use arbiter_format::carcassonne::{read_open, OpenSpan, SpanMap};
use arbiter_format::InputError;
use arbiter_ids::msg;
use arbiter_render::Open;

use super::diagnostics::print_input_errors;
use super::{Ctx, Outcome, Source};

/// Reads a position, judging what it leaves open: the position to answer with (a legal
/// reading when there is one), and the note to print after the answer when something was
/// open. Prints the input errors (exit 2) itself, and the refusal when the readings differ.
pub fn load(ctx: &Ctx, source: &Source) -> Result<(Position, SpanMap, Option<String>), Outcome> {
    let (setup, spans) = read(ctx, source)?;
    if spans.open.is_empty() {
        return Ok((Position::validate(setup), spans, None));
    }
    let choices: Vec<Choice> = spans.open.iter().map(|o| o.choice.clone()).collect();
    let judged = judge(&setup, &choices);
    match judged.verdict {
        Verdict::Same => {
            let items: Vec<String> = spans
                .open
                .iter()
                .map(|o| item(ctx, &setup, o, None))
                .collect();
            let note = ctx.loc.text_with(
                msg::READINGS_SAME,
                &[
                    ("count", items.len().into()),
                    ("open", items.join("; ").into()),
                    ("legal", legality(&judged).into()),
                    ("rules", judged.broken.join(", ").into()),
                ],
            );
            Ok((Position::validate(judged.reading), spans, Some(note)))
        }
        Verdict::Differ {
            decisive,
            readings,
            totals,
            ranges,
        } => {
            let ranges: Vec<String> = setup
                .players
                .iter()
                .zip(&ranges)
                .map(|(p, &(lo, hi))| {
                    if lo == hi {
                        format!("{} {lo}", p.name)
                    } else {
                        format!("{} {lo}–{hi}", p.name)
                    }
                })
                .collect();
            if decisive.is_empty() {
                // No one choice decides, though the totals differ: they decide together
                // (two pieces that score once on one feature and twice on two, say).
                let items: Vec<String> = spans
                    .open
                    .iter()
                    .map(|o| item(ctx, &setup, o, None))
                    .collect();
                let loc = spans.open.first().map_or(spans.game, |o| o.loc);
                let e = InputError::new(
                    Message::new(msg::READINGS_DIFFER_TOGETHER)
                        .arg("ranges", ranges.join(", "))
                        .arg("items", items.join("; ")),
                    loc,
                );
                print_input_errors(ctx, source, &[e]);
                return Err(Outcome::BadInput);
            }
            let errors: Vec<InputError> = decisive
                .iter()
                .zip(&readings)
                .zip(&totals)
                .map(|((&ci, used), totals)| {
                    let o = &spans.open[ci];
                    let each = each_reading(ctx, &setup, o, used, totals);
                    let key = if each.is_empty() {
                        msg::READINGS_DIFFER
                    } else {
                        msg::READINGS_DIFFER_EACH
                    };
                    InputError::new(
                        Message::new(key)
                            .arg("ranges", ranges.join(", "))
                            .arg("item", item(ctx, &setup, o, Some(used)))
                            .arg("each", each)
                            .arg("settle", settle_hint(ctx, &spans, o)),
                        o.loc,
                    )
                    .with_pictures(match &o.choice {
                        Choice::Tile { options, .. } => used.iter().map(|&k| options[k]).collect(),
                        Choice::Piece { .. } => Vec::new(),
                    })
                })
                .collect();
            print_input_errors(ctx, source, &errors);
            Err(Outcome::BadInput)
        }
        Verdict::TooMany { choices, readings } => {
            let items: Vec<String> = choices
                .iter()
                .map(|&ci| item(ctx, &setup, &spans.open[ci], None))
                .collect();
            let loc = choices.first().map_or(spans.game, |&ci| spans.open[ci].loc);
            let e = InputError::new(
                Message::new(msg::READINGS_TOO_MANY)
                    .arg("count", choices.len())
                    .arg("readings", readings_count(readings))
                    .arg("more", if readings == u128::MAX { "yes" } else { "no" })
                    .arg("limit", cluster_budget(&setup))
                    .arg("items", items.join("; ")),
                loc,
            );
            print_input_errors(ctx, source, &[e]);
            Err(Outcome::BadInput)
        }
    }
}

/// Reads a position file leaving open what it leaves open, with the command line's rule
/// overrides; prints the input errors (exit 2) itself.
fn read(ctx: &Ctx, source: &Source) -> Result<(Setup, SpanMap), Outcome> {
    match read_open(&source.bytes) {
        Ok((mut setup, spans)) => {
            ctx.override_rules(&mut setup.rules);
            Ok((setup, spans))
        }
        Err(errors) => {
            print_input_errors(ctx, source, &errors);
            Err(Outcome::BadInput)
        }
    }
}

/// Reads a position to draw: what it leaves open is judged as for `score`, and the reading
/// `score` would show is drawn whatever the readings say (a picture to hold next to the
/// photo), with what was open to mark and the note naming it (for standard error).
pub fn load_drawable(
    ctx: &Ctx,
    source: &Source,
) -> Result<(Position, SpanMap, Open, Option<String>), Outcome> {
    let (setup, spans) = read(ctx, source)?;
    if spans.open.is_empty() {
        return Ok((Position::validate(setup), spans, Open::default(), None));
    }
    let choices: Vec<Choice> = spans.open.iter().map(|o| o.choice.clone()).collect();
    let judged = judge(&setup, &choices);
    let items: Vec<String> = spans
        .open
        .iter()
        .map(|o| item(ctx, &setup, o, None))
        .collect();
    let legal = legality(&judged);
    let (key, verdict) = match judged.verdict {
        Verdict::Same => (msg::READINGS_SAME, "same"),
        Verdict::Differ { .. } => (msg::RENDER_READINGS_OPEN, "differ"),
        Verdict::TooMany { .. } => (msg::RENDER_READINGS_OPEN, "too-many"),
    };
    let note = ctx.loc.text_with(
        key,
        &[
            ("count", items.len().into()),
            ("open", items.join("; ").into()),
            ("legal", legal.into()),
            ("rules", judged.broken.join(", ").into()),
            ("verdict", verdict.into()),
        ],
    );
    let mut open = Open::default();
    for choice in &choices {
        match choice {
            Choice::Tile { tile, .. } => open.tiles.push(*tile),
            Choice::Piece { tile, piece, .. } => open.pieces.push((*tile, *piece)),
        }
    }
    Ok((Position::validate(judged.reading), spans, open, Some(note)))
}

/// Whether the readings judged were legal (`yes`), all illegal because the position itself
/// breaks a rule whatever the reading (`position`), or all illegal otherwise (`no`).
fn legality(judged: &Judgement) -> &'static str {
    match (judged.legal, judged.broken.is_empty()) {
        (true, _) => "yes",
        (false, false) => "position",
        (false, true) => "no",
    }
}

/// What each reading of a decisive choice gives, for the players whose totals it changes:
/// `city:S → Bob 8; field:ESE → Bob 7`; empty when the readings carry no totals of their own.
fn each_reading(
    ctx: &Ctx,
    setup: &Setup,
    o: &OpenSpan,
    used: &[usize],
    totals: &[Vec<(i64, i64)>],
) -> String {
    if totals.is_empty() {
        return String::new();
    }
    let changed: Vec<usize> = (0..setup.players.len())
        .filter(|&p| totals.iter().any(|t| t[p] != totals[0][p]))
        .collect();
    used.iter()
        .zip(totals)
        .map(|(&k, t)| {
            let players: Vec<String> = changed
                .iter()
                .map(|&p| match t[p] {
                    (lo, hi) if lo == hi => format!("{} {lo}", setup.players[p].name),
                    (lo, hi) => format!("{} {lo}–{hi}", setup.players[p].name),
                })
                .collect();
            ctx.loc.text_with(
                msg::READINGS_EACH,
                &[
                    ("reading", reading_name(ctx, o, k).into()),
                    ("totals", ctx.loc.list(&players).into()),
                ],
            )
        })
        .collect::<Vec<_>>()
        .join("; ")
}

/// The name of one reading of an open choice: the tile (with its turn only when the ids alone
/// do not tell the pictures apart) or the feature.
fn reading_name(ctx: &Ctx, o: &OpenSpan, k: usize) -> String {
    match &o.choice {
        Choice::Tile { options, .. } => {
            let ids: Vec<_> = options.iter().map(|c| c.0).collect();
            let show_turn = (1..ids.len()).any(|j| ids[..j].contains(&ids[j]));
            picture(options[k], show_turn)
        }
        Choice::Piece { options, .. } => ctx.loc.locator(options[k]),
    }
}

/// `A, B or C`.
fn either(ctx: &Ctx, words: &[String]) -> String {
    match words.split_last() {
        Some((last, rest)) if !rest.is_empty() => {
            format!("{} {} {last}", rest.join(", "), ctx.t(msg::READINGS_OR))
        }
        _ => words.join(""),
    }
}

fn picture(c: Candidate, show_turn: bool) -> String {
    let id = Catalogue::get().tile(c.0).id.to_string();
    if show_turn {
        format!("{id} rot {}", c.1.degrees())
    } else {
        id
    }
}

/// What is open, and its readings (`used`: only those): "the tile at 3,1 (line 5): BA/C or
/// IC/C!".
fn item(ctx: &Ctx, setup: &Setup, o: &OpenSpan, used: Option<&Vec<usize>>) -> String {
    let pick = |n: usize| -> Vec<usize> { used.cloned().unwrap_or_else(|| (0..n).collect()) };
    match &o.choice {
        Choice::Tile { tile, options } => {
            let words: Vec<String> = pick(options.len())
                .into_iter()
                .map(|k| reading_name(ctx, o, k))
                .collect();
            ctx.loc.text_with(
                msg::READINGS_TILE,
                &[
                    ("square", setup.tiles[*tile].pos.to_string().into()),
                    ("line", o.loc.line.into()),
                    ("options", either(ctx, &words).into()),
                ],
            )
        }
        Choice::Piece {
            tile,
            piece,
            options,
        } => {
            let p = &setup.tiles[*tile].pieces[*piece];
            let words: Vec<String> = pick(options.len())
                .into_iter()
                .map(|k| reading_name(ctx, o, k))
                .collect();
            ctx.loc.text_with(
                msg::READINGS_PIECE,
                &[
                    ("kind", ctx.t(&format!("piece-{}", p.kind.key())).into()),
                    ("owner", setup.players[p.owner.index()].name.clone().into()),
                    ("square", setup.tiles[*tile].pos.to_string().into()),
                    ("line", o.loc.line.into()),
                    ("options", either(ctx, &words).into()),
                ],
            )
        }
    }
}

/// What would settle an open choice: the neighbour whose tile tells the pictures apart, or
/// what to look at and write.
fn settle_hint(ctx: &Ctx, spans: &SpanMap, o: &OpenSpan) -> String {
    match (&o.choice, &o.unsettled) {
        (Choice::Piece { .. }, _) => ctx.t(msg::READINGS_SETTLE_PIECE),
        (Choice::Tile { .. }, Some(u)) => match u.settled_by.first() {
            Some(&(edge, at, other)) => ctx.loc.text_with(
                msg::READINGS_SETTLE_EDGE,
                &[
                    ("edge", edge.name().into()),
                    ("neighbour", at.to_string().into()),
                    (
                        "line",
                        other
                            .and_then(|j| spans.tiles.get(j))
                            .map_or(0, |l| l.line)
                            .into(),
                    ),
                ],
            ),
            None => ctx.loc.text_with(
                msg::READINGS_SETTLE_INSIDE,
                &[("written", if o.id_written { "yes" } else { "no" }.into())],
            ),
        },
        (Choice::Tile { .. }, None) => ctx.loc.text_with(
            msg::READINGS_SETTLE_INSIDE,
            &[("written", if o.id_written { "yes" } else { "no" }.into())],
        ),
    }
}

/// How many readings, as a message says it: a count that filled the engine's `u128`
/// (saturated: the true product is at least `u128::MAX`, about 3.4 x 10^38) is said as
/// "more than 10^38" (the message's `more` variant), never as the saturated number.
fn readings_count(readings: u128) -> String {
    if readings == u128::MAX {
        "10^38".to_string()
    } else {
        readings.to_string()
    }
}
