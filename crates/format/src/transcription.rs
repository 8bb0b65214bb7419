//! The transcription aids of the position file (`rot: auto`, `seen: "NESW marks"`): reading
//! them into [`Clue`]s, and turning what the engine's solver leaves unsettled into input
//! errors that point at the tile's line.

use arbiter_ids::msg;

use super::carcassonne::{tile_id, TileFile};
use super::yaml::{did_you_mean, loc_of};
use super::{InputError, Loc};
use arbiter_engine::carcassonne::catalogue::{Catalogue, TileDefId};
use arbiter_engine::carcassonne::geometry::{Edge, Pos, Rotation};
use arbiter_engine::carcassonne::legality::placement::copies_allowed;
use arbiter_engine::carcassonne::problem::Message;
use arbiter_engine::carcassonne::transcription::{
    solve_open, Candidate, Clue, Look, LookError, Mark, Unsettled,
};
use arbiter_engine::carcassonne::variants::Rules;

/// A `rot:` value: degrees, or the word `auto`.
#[derive(Debug, Clone)]
pub enum RotFile {
    /// Clockwise degrees.
    Degrees(i64),
    /// `auto`.
    Word(String),
}

/// Where an inferred tile's clue was written, for `settle`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Inferred {
    /// `rot: auto`: the place of `auto`.
    Auto(Loc),
    /// `seen: "..."`: the place of the string and its text.
    Seen(Loc, String),
    /// `seen: "..."` beside the tile's id (`tile:`): the place of the string and its text;
    /// the id stays, the look only gives the turn.
    SeenById(Loc, String),
}

/// Reads one tile entry's id and turn, or its transcription aid.
pub fn clue(t: &TileFile, entry: Loc) -> Result<(Clue, Option<Inferred>), Vec<InputError>> {
    match (&t.tile, &t.seen) {
        (Some(tile), Some(seen)) => {
            // The id picks the tile, the look gives its turn; they must agree.
            let def = tile_id(tile).map_err(|e| vec![e])?;
            if let Some(r) = &t.rot {
                return Err(vec![InputError::new(
                    Message::new(msg::TRANSCRIBE_SEEN_AND_ROT),
                    loc_of(r),
                )]);
            }
            let look = read_look(seen)?;
            let cat = Catalogue::get();
            let looks: Vec<Look> = Rotation::ALL
                .into_iter()
                .map(|r| Look::of(cat.tile(def), r))
                .collect();
            if !looks.contains(&look) {
                let mut shown: Vec<String> = looks.iter().map(Look::to_text).collect();
                shown.dedup();
                let edges_fit = looks.iter().any(|l| l.edges == look.edges);
                return Err(vec![InputError::new(
                    Message::new(msg::TRANSCRIBE_ID_SEEN_MISMATCH)
                        .arg("tile", cat.tile(def).id.as_ref())
                        .arg("seen", look.to_text())
                        .arg("edges", if edges_fit { "yes" } else { "no" })
                        .arg("looks", shown.join(", ")),
                    loc_of(seen),
                )]);
            }
            Ok((
                Clue::SeenAs(def, look),
                Some(Inferred::SeenById(loc_of(seen), seen.value.clone())),
            ))
        }
        (None, None) => Err(vec![InputError::new(
            Message::new(msg::TRANSCRIBE_NO_TILE),
            entry,
        )]),
        (Some(tile), None) => {
            let def = tile_id(tile);
            // Ok(None): `auto`.
            let rot: Result<Option<Rotation>, InputError> = match &t.rot {
                None => Ok(Some(Rotation::R0)),
                Some(r) => match &r.value {
                    RotFile::Degrees(d) => {
                        Rotation::from_written_degrees(*d).map(Some).ok_or_else(|| {
                            InputError::new(
                                Message::new(msg::INPUT_BAD_ROTATION).arg("value", d.to_string()),
                                loc_of(r),
                            )
                        })
                    }
                    RotFile::Word(w) if w.trim() == "auto" => Ok(None),
                    RotFile::Word(w) => Err(InputError::new(
                        Message::new(msg::TRANSCRIBE_BAD_ROT).arg("value", w.as_str()),
                        loc_of(r),
                    )),
                },
            };
            match (def, rot) {
                (Ok(d), Ok(Some(r))) => Ok((Clue::Known((d, r)), None)),
                (Ok(d), Ok(None)) => Ok((
                    Clue::Auto(d),
                    t.rot.as_ref().map(|r| Inferred::Auto(loc_of(r))),
                )),
                (d, r) => Err(d.err().into_iter().chain(r.err()).collect()),
            }
        }
        (None, Some(seen)) => {
            if let Some(r) = &t.rot {
                return Err(vec![InputError::new(
                    Message::new(msg::TRANSCRIBE_SEEN_AND_ROT),
                    loc_of(r),
                )]);
            }
            let look = read_look(seen)?;
            Ok((
                Clue::Seen(look),
                Some(Inferred::Seen(loc_of(seen), seen.value.clone())),
            ))
        }
    }
}

/// Reads a `seen` string.
fn read_look(seen: &super::yaml::Spanned<String>) -> Result<Look, Vec<InputError>> {
    Look::parse(&seen.value).map_err(|e| {
        vec![match e {
            LookError::Edges(word) => InputError::new(
                Message::new(msg::TRANSCRIBE_BAD_EDGES).arg("word", word),
                loc_of(seen),
            ),
            LookError::Mark(word) => {
                let known: Vec<&str> = Mark::words().collect();
                InputError::new(
                    Message::new(msg::TRANSCRIBE_BAD_MARK)
                        .arg(
                            "suggestion",
                            did_you_mean(&word.to_lowercase(), known.iter().copied())
                                .unwrap_or("none"),
                        )
                        .arg("word", word)
                        .arg("known", Mark::ALL.map(|m| m.key()).join(", "))
                        .arg("dutch", Mark::ALL.map(|m| m.dutch().join("/")).join(", ")),
                    loc_of(seen),
                )
            }
        }]
    })
}

/// `BA/RCr rot 90, ...`
fn list(cands: &[Candidate]) -> String {
    let cat = Catalogue::get();
    cands
        .iter()
        .map(|&(d, r)| format!("{} rot {}", cat.tile(d).id, r.degrees()))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The looks of the enabled tiles with the same edges as `look` (for "no tile looks like").
fn same_edges(look: &Look, rules: &Rules) -> String {
    let mut found: Vec<String> = Vec::new();
    for t in Catalogue::get().tiles() {
        if copies_allowed(t, rules) == 0 {
            continue;
        }
        for r in Rotation::ALL {
            let l = Look::of(t, r);
            if l.edges == look.edges && !found.contains(&l.to_text()) {
                found.push(l.to_text());
            }
        }
    }
    // The message quotes each look (in the reader's words, see `Localizer`).
    found.join(", ")
}

/// The neighbour of unsettled tile `u` that fits nothing itself for a reason of its own (a
/// neighbour of its own rules it out, or nothing in the box looks like it), when `u` has no
/// neighbour that rules its pictures out: `u` then most likely fails only because of it.
fn failing_neighbour(u: &Unsettled, all: &[Unsettled], clues: &[(Pos, Clue)]) -> Option<usize> {
    if !u.conflicts.is_empty() {
        return None;
    }
    let pos = clues[u.tile].0;
    all.iter()
        .filter(|o| o.tile != u.tile && o.left.is_empty())
        .filter(|o| !o.conflicts.is_empty() || o.before.is_empty())
        .map(|o| o.tile)
        .find(|&j| Edge::ALL.into_iter().any(|e| pos.step(e) == clues[j].0))
}

fn unsettled_error(
    u: &Unsettled,
    all: &[Unsettled],
    clues: &[(Pos, Clue)],
    entries: &[Loc],
    rules: &Rules,
) -> InputError {
    let loc = entries[u.tile];
    let (pos, clue) = &clues[u.tile];
    let knock_on = failing_neighbour(u, all, clues);
    let message = if u.left.is_empty() {
        match clue {
            Clue::Seen(look) if u.before.is_empty() => {
                let others = same_edges(look, rules);
                Message::new(msg::TRANSCRIBE_SEEN_NONE)
                    .arg("seen", look.to_text())
                    .arg(
                        "others",
                        if others.is_empty() {
                            "none".into()
                        } else {
                            others
                        },
                    )
            }
            _ if knock_on.is_some() => {
                let j = knock_on.unwrap_or_default();
                Message::new(msg::TRANSCRIBE_NO_FIT_KNOCK_ON)
                    .arg("square", pos.to_string())
                    .arg("count", u.before.len())
                    .arg("pictures", list(&u.before))
                    .arg("neighbour", clues[j].0.to_string())
                    .arg("line", entries[j].line)
            }
            _ => Message::new(msg::TRANSCRIBE_NO_FIT)
                .arg("square", pos.to_string())
                .arg("count", u.before.len())
                .arg("pictures", list(&u.before))
                .arg(
                    "neighbour",
                    u.conflicts
                        .first()
                        .map_or("none".to_string(), |&j| clues[j].0.to_string()),
                )
                .arg("line", u.conflicts.first().map_or(0, |&j| entries[j].line))
                .arg(
                    "written",
                    if matches!(clue, Clue::Seen(_)) {
                        "seen"
                    } else {
                        "id"
                    },
                ),
        }
    } else {
        let base = |key| {
            Message::new(key)
                .arg("square", pos.to_string())
                .arg("count", u.left.len())
                .arg("pictures", list(&u.left))
        };
        match u.settled_by.first() {
            Some(&(edge, at, other)) => base(msg::TRANSCRIBE_AMBIGUOUS_EDGE)
                .arg("edge", edge.name())
                .arg("neighbour", at.to_string())
                .arg("line", other.map_or(0, |j| entries[j].line)),
            None => base(msg::TRANSCRIBE_AMBIGUOUS_INSIDE).arg(
                "written",
                match clue {
                    Clue::Seen(_) => "seen",
                    Clue::SeenAs(..) => "both",
                    _ => "tile",
                },
            ),
        }
    };
    let pictures = if u.left.is_empty() {
        u.before.clone()
    } else {
        u.left.clone()
    };
    InputError::new(message, loc).with_pictures(pictures)
}

/// Solves every `auto` and `seen` entry; `entries` are the tile entries' places.
pub fn settle(
    rules: &Rules,
    clues: &[(Pos, Clue)],
    entries: &[Loc],
) -> Result<Vec<Candidate>, Vec<InputError>> {
    settle_open(rules, clues, entries, false).map(|(c, _)| c)
}

/// [`settle`], leaving open (`open`: true) the tiles with several pictures left: each
/// entry's picture (the first left for an open one), and what is known of the open ones.
pub fn settle_open(
    rules: &Rules,
    clues: &[(Pos, Clue)],
    entries: &[Loc],
    open: bool,
) -> Result<(Vec<Candidate>, Vec<Unsettled>), Vec<InputError>> {
    if !clues.iter().any(|(_, c)| c.is_inferred()) {
        return Ok((
            clues.iter().filter_map(|(_, c)| c.known()).collect(),
            Vec::new(),
        ));
    }
    let (domains, unsettled) = solve_open(rules, clues);
    let (left_open, errors): (Vec<Unsettled>, Vec<Unsettled>) = unsettled
        .into_iter()
        .partition(|u| open && u.left.len() > 1);
    if !errors.is_empty() {
        return Err(errors
            .iter()
            .map(|u| unsettled_error(u, &errors, clues, entries, rules))
            .collect());
    }
    Ok((domains.into_iter().map(|d| d[0]).collect(), left_open))
}

/// The spans of inferred entries, by setup tile index.
pub type InferredSpans = Vec<(usize, Inferred)>;

/// One change to a line of the file: characters `start..end` become `text`.
struct Edit {
    start: usize,
    end: usize,
    text: String,
}

/// The end (exclusive, in characters) of the scalar starting at `start`.
fn scalar_end(line: &[char], start: usize) -> usize {
    match line.get(start) {
        Some(&q @ ('"' | '\'')) => line[start + 1..]
            .iter()
            .position(|&c| c == q)
            .map_or(line.len(), |p| start + p + 2),
        _ => {
            let mut end = start;
            while end < line.len() && !matches!(line[end], ',' | '}' | ']' | '#') {
                end += 1;
            }
            while end > start && line[end - 1] == ' ' {
                end -= 1;
            }
            end
        }
    }
}

/// Where the `seen` key of the value at `start` begins (in characters), with its quote when
/// the key is quoted (`"seen": ...`, as JSON writes it): the written keys take the same quote.
fn seen_key(line: &[char], start: usize) -> Option<(usize, String)> {
    let before: String = line[..start].iter().collect();
    let key = before[..before.rfind("seen")?].chars().count();
    match key.checked_sub(1).map(|k| line[k]) {
        Some(q @ ('"' | '\'')) if line.get(key + 4) == Some(&q) => Some((key - 1, q.to_string())),
        _ => Some((key, String::new())),
    }
}

/// Rewrites a position file's text with every inferred tile written out: `seen` becomes
/// `tile` and `rot`, `rot: auto` becomes the turn, each such line ending with the comment
/// `comment` gives. Everything else (pieces, comments, layout) is kept as written.
/// `settled` holds each tile's id and turn, in setup order.
pub fn write_settled(
    text: &str,
    inferred: &[(usize, Inferred)],
    settled: &[(TileDefId, Rotation)],
    comment: impl Fn(&Inferred) -> String,
) -> String {
    write_settled_keeping(text, inferred, settled, comment, &[])
}

/// [`write_settled`], leaving the lines of `open` (a tile entry's place and its comment) as
/// written but for the comment: what the file leaves open stays open.
pub fn write_settled_keeping(
    text: &str,
    inferred: &[(usize, Inferred)],
    settled: &[(TileDefId, Rotation)],
    comment: impl Fn(&Inferred) -> String,
    open: &[(Loc, String)],
) -> String {
    let cat = Catalogue::get();
    let mut lines: Vec<Vec<char>> = text.lines().map(|l| l.chars().collect()).collect();
    let mut edits: Vec<(usize, Edit)> = Vec::new();
    let mut comments: Vec<(usize, String)> = Vec::new();
    let mut inserts: Vec<(usize, String)> = Vec::new();
    for (tile, how) in inferred {
        let Some(&(def, rot)) = settled.get(*tile) else {
            continue;
        };
        let loc = match how {
            Inferred::Auto(l) | Inferred::Seen(l, _) | Inferred::SeenById(l, _) => *l,
        };
        let Some(line) = loc.line.checked_sub(1).and_then(|i| lines.get(i)) else {
            continue;
        };
        let start = loc.column.saturating_sub(1).min(line.len());
        let end = scalar_end(line, start);
        match how {
            Inferred::Auto(_) => edits.push((
                loc.line - 1,
                Edit {
                    start,
                    end,
                    text: rot.degrees().to_string(),
                },
            )),
            Inferred::SeenById(..) => {
                // The entry names its tile already: `seen: "..."` becomes the turn.
                let Some((key, q)) = seen_key(line, start) else {
                    continue;
                };
                edits.push((
                    loc.line - 1,
                    Edit {
                        start: key,
                        end,
                        text: format!("{q}rot{q}: {}", rot.degrees()),
                    },
                ));
            }
            Inferred::Seen(..) => {
                let Some((key, q)) = seen_key(line, start) else {
                    continue;
                };
                let open = line[..key].iter().filter(|&&c| c == '{').count();
                let close = line[..key].iter().filter(|&&c| c == '}').count();
                let id = &cat.tile(def).id;
                let text = if open > close {
                    format!("{q}tile{q}: {q}{id}{q}, {q}rot{q}: {}", rot.degrees())
                } else {
                    inserts.push((
                        loc.line - 1,
                        format!("{}{q}rot{q}: {}", " ".repeat(key), rot.degrees()),
                    ));
                    format!("{q}tile{q}: {q}{id}{q}")
                };
                edits.push((
                    loc.line - 1,
                    Edit {
                        start: key,
                        end,
                        text,
                    },
                ));
            }
        }
        comments.push((loc.line - 1, comment(how)));
    }
    for (loc, c) in open {
        if loc.line >= 1 && loc.line <= lines.len() {
            comments.push((loc.line - 1, c.clone()));
        }
    }
    edits.sort_by_key(|(l, e)| (*l, std::cmp::Reverse(e.start)));
    for (l, e) in &edits {
        let line = &mut lines[*l];
        line.splice(e.start..e.end, e.text.chars());
    }
    let mut out: Vec<String> = lines.into_iter().map(|l| l.into_iter().collect()).collect();
    for (l, c) in &comments {
        let line = &mut out[*l];
        if line.contains('#') {
            line.push_str(&format!("; {c}"));
        } else {
            line.push_str(&format!("  # {c}"));
        }
    }
    inserts.sort_by_key(|(l, _)| std::cmp::Reverse(*l));
    for (l, text) in inserts {
        out.insert(l + 1, text);
    }
    let mut joined = out.join("\n");
    if text.ends_with('\n') {
        joined.push('\n');
    }
    joined
}

#[cfg(test)]
mod knock_on_tests {
    use super::*;
    use arbiter_engine::carcassonne::transcription::Unsettled;

    fn unsettled(tile: usize, left: usize, conflicts: Vec<usize>) -> Unsettled {
        let c = (Catalogue::get().index_of("D").unwrap(), Rotation::R0);
        Unsettled {
            tile,
            left: vec![c; left],
            before: vec![c],
            settled_by: Vec::new(),
            conflicts,
        }
    }

    /// A tile that fits nothing with no neighbour ruling it out, beside one that fits
    /// nothing itself, names that one; a tile with its own clash, or none beside it, does not.
    #[test]
    fn a_knock_on_failure_names_the_neighbour_that_fits_nothing() {
        let d = Catalogue::get().index_of("D").unwrap();
        let clue = |x, y| (Pos::new(x, y), Clue::Known((d, Rotation::R0)));
        let clues = vec![clue(1, 0), clue(1, 1), clue(5, 5), clue(1, 2)];
        // 1,1 clashes with 1,2: its own message explains it, and 1,0 names it.
        let all = vec![unsettled(0, 0, Vec::new()), unsettled(1, 0, vec![3])];
        assert_eq!(failing_neighbour(&all[0], &all, &clues), Some(1));
        assert_eq!(failing_neighbour(&all[1], &all, &clues), None);
        // Two tiles that fit nothing, neither for a reason of its own: neither is named.
        let both = vec![unsettled(0, 0, Vec::new()), unsettled(1, 0, Vec::new())];
        assert_eq!(failing_neighbour(&both[0], &both, &clues), None);
        let far = vec![unsettled(2, 0, Vec::new()), unsettled(1, 0, vec![3])];
        assert_eq!(failing_neighbour(&far[0], &far, &clues), None);
        let settled_beside = vec![unsettled(0, 0, Vec::new()), unsettled(1, 2, Vec::new())];
        assert_eq!(
            failing_neighbour(&settled_beside[0], &settled_beside, &clues),
            None
        );
    }
}
