//! A YAML reader on parser events: the document as a small tree of scalars, lists and
//! mappings, each with the place it was written (a scalar with its whole token), read under
//! the same budgets as the serde reader of [`super::yaml`], and typed reading helpers that
//! collect every error instead of stopping at the first.
//!
//! The events come from `granit_parser` (the parser inside serde-saphyr, re-exported by it),
//! so syntax errors are the same, at the same places, as with the serde reader.

use std::borrow::Cow;
use std::collections::{HashMap, HashSet};

use serde_saphyr::granit_parser::{Event, Parser, ScalarStyle, Span, StructureStyle};

use super::yaml::{did_you_mean, scan_error, Spanned, BASE_EVENTS, BASE_NODES, MAX_DEPTH};
use super::{InputError, Loc};
use arbiter_engine::carcassonne::problem::Message;

/// Anchors and aliases a file may hold.
const MAX_ANCHORS: usize = 1_000;
/// Aliases a file may hold.
const MAX_ALIASES: usize = 1_000;
/// Events all aliases together may replay, whatever the file's size.
const MAX_REPLAYED: usize = 200_000;
/// Times one anchor may be replayed.
const MAX_USES_PER_ANCHOR: usize = 100;

/// A value of the document with its place.
#[derive(Debug, Clone)]
pub enum Node<'a> {
    /// A scalar: its text after escapes, whether it was written plain (unquoted), and its token.
    Scalar {
        /// The text.
        text: Cow<'a, str>,
        /// Written without quotes (so `5` is a number and `~` is null).
        plain: bool,
        /// The whole token.
        loc: Loc,
    },
    /// A list.
    Seq {
        /// Its items.
        items: Vec<Node<'a>>,
        /// Where it starts.
        loc: Loc,
    },
    /// A mapping, keys in written order (a repeated key is reported and dropped).
    Map {
        /// Its entries.
        entries: Vec<(Node<'a>, Node<'a>)>,
        /// Where it starts.
        loc: Loc,
    },
}

impl Node<'_> {
    /// Where the value was written.
    pub fn loc(&self) -> Loc {
        match self {
            Node::Scalar { loc, .. } | Node::Seq { loc, .. } | Node::Map { loc, .. } => *loc,
        }
    }

    /// Places this node and everything in it at `loc` (a copy made by an alias).
    fn relocate(&mut self, to: Loc) {
        match self {
            Node::Scalar { loc, .. } => *loc = to,
            Node::Seq { items, loc } => {
                *loc = to;
                items.iter_mut().for_each(|n| n.relocate(to));
            }
            Node::Map { entries, loc } => {
                *loc = to;
                for (k, v) in entries {
                    k.relocate(to);
                    v.relocate(to);
                }
            }
        }
    }

    /// Whether this is a null (`~`, `null` or nothing).
    pub fn is_null(&self) -> bool {
        matches!(self, Node::Scalar { text, plain: true, .. } if matches!(text.as_ref(), "" | "~" | "null" | "Null" | "NULL"))
    }

    /// What kind of value this is, as a `found` key of `yaml-wrong-type`.
    fn found(&self) -> &'static str {
        match self {
            Node::Seq { .. } => "list",
            Node::Map { .. } => "mapping",
            Node::Scalar { plain: false, .. } => "text",
            Node::Scalar { text, .. } => {
                if self.is_null() {
                    "null"
                } else if matches!(text.as_ref(), "true" | "false") {
                    "boolean"
                } else if parse_int(text).is_some() {
                    "integer"
                } else if text
                    .parse::<f64>()
                    .is_ok_and(|_| text.contains(['.', 'e', 'E']))
                {
                    "number"
                } else {
                    "text"
                }
            }
        }
    }
}

/// The place of a parser span; `token` gives the width of the text it covers.
fn loc_of_span(span: &Span, token: bool) -> Loc {
    let loc = Loc::new(span.start.line(), span.start.col() + 1);
    if token && span.end.line() == span.start.line() {
        loc.with_width(span.end.index().saturating_sub(span.start.index()))
    } else {
        loc
    }
}

fn too_complex(loc: Loc) -> InputError {
    InputError::new(Message::new("yaml-too-complex"), loc)
}

/// A collection being read.
struct Frame<'a> {
    /// `None` for a list, the key waiting for its value (if any) for a mapping.
    map: Option<Option<Node<'a>>>,
    items: Vec<Node<'a>>,
    entries: Vec<(Node<'a>, Node<'a>)>,
    /// Keys seen, kept once a mapping has many (a linear scan serves small ones).
    keys: Option<HashSet<String>>,
    loc: Loc,
    /// For a flow collection (`{...}`, `[...]`), where it starts in the text: its place then
    /// covers it up to the closing bracket when both are on one line.
    flow_start: Option<usize>,
    anchor: usize,
    /// The expanded event count when the collection started.
    start: usize,
}

/// An anchored value and what replaying it costs.
struct Anchor<'a> {
    node: Node<'a>,
    events: usize,
    uses: usize,
}

fn key_text<'n>(node: &'n Node) -> Option<&'n str> {
    match node {
        Node::Scalar { text, .. } => Some(text),
        _ => None,
    }
}

/// Repeated keys reported one by one; the rest are counted in one more error.
pub const MAX_REPEATED_KEYS: usize = 50;

/// Reads one YAML document into a tree. A syntax error or a breached budget ends the reading
/// (the error is returned); repeated keys are collected (the second is dropped).
pub fn read(text: &str) -> Result<(Node<'_>, Vec<InputError>), InputError> {
    let max_nodes = BASE_NODES + text.len();
    let max_events = BASE_EVENTS + 4 * text.len();
    let mut parser = Parser::new_from_str(text);
    let mut stack: Vec<Frame> = Vec::new();
    let mut anchors: HashMap<usize, Anchor> = HashMap::new();
    let mut errors = Vec::new();
    let mut root: Option<Node> = None;
    let mut second_document: Option<Loc> = None;
    let (mut repeats, mut first_not_kept) = (0usize, None::<Loc>);
    let (mut documents, mut events, mut nodes, mut expanded, mut replayed, mut aliases) =
        (0usize, 0usize, 0usize, 0usize, 0usize, 0usize);
    while let Some(next) = parser.next_event() {
        let (event, span) = next.map_err(|e| scan_error(&e))?;
        events += 1;
        if events > max_events {
            return Err(too_complex(loc_of_span(&span, false)));
        }
        let is_node = matches!(
            event,
            Event::Scalar(..)
                | Event::SequenceStart(..)
                | Event::MappingStart(..)
                | Event::Alias(_)
        );
        if is_node {
            if documents > 1 {
                return Err(InputError::new(
                    Message::new("yaml-syntax").arg("what", "document"),
                    second_document.unwrap_or_else(|| loc_of_span(&span, false)),
                ));
            }
            nodes += 1;
            if nodes > max_nodes {
                return Err(too_complex(loc_of_span(&span, false)));
            }
        }
        let (node, anchor) = match event {
            Event::StreamEnd => break,
            Event::DocumentStart(..) => {
                documents += 1;
                if documents == 2 {
                    // The marker that starts a second document (`---`, or `...` ending the
                    // first), where the message points.
                    second_document = Some(loc_of_span(&span, true));
                }
                continue;
            }
            Event::Scalar(text, style, anchor, _) => {
                expanded += 1;
                let node = Node::Scalar {
                    text,
                    plain: style == ScalarStyle::Plain,
                    loc: loc_of_span(&span, true),
                };
                (node, (anchor, 1))
            }
            Event::SequenceStart(style, anchor, _) | Event::MappingStart(style, anchor, _) => {
                let loc = loc_of_span(&span, false);
                let flow_start = (style == StructureStyle::Flow).then(|| span.start.index());
                if stack.len() >= MAX_DEPTH {
                    return Err(InputError::new(
                        Message::new("input-too-deep").arg("limit", MAX_DEPTH),
                        loc,
                    ));
                }
                let map = matches!(event, Event::MappingStart(..)).then_some(None);
                expanded += 1;
                stack.push(Frame {
                    map,
                    items: Vec::new(),
                    entries: Vec::new(),
                    keys: None,
                    loc,
                    flow_start,
                    anchor,
                    start: expanded - 1,
                });
                continue;
            }
            Event::SequenceEnd | Event::MappingEnd => {
                expanded += 1;
                let Some(mut f) = stack.pop() else { continue };
                if let Some(start) = f.flow_start {
                    if span.start.line() == f.loc.line && span.end.index() > start {
                        f.loc = f.loc.with_width(span.end.index() - start);
                    }
                }
                let node = match f.map {
                    None => Node::Seq {
                        items: f.items,
                        loc: f.loc,
                    },
                    Some(_) => Node::Map {
                        entries: f.entries,
                        loc: f.loc,
                    },
                };
                (node, (f.anchor, expanded - f.start))
            }
            Event::Alias(id) => {
                let loc = loc_of_span(&span, true);
                aliases += 1;
                let Some(a) = anchors.get_mut(&id) else {
                    return Err(InputError::new(
                        Message::new("yaml-syntax").arg("what", "anchor"),
                        loc,
                    ));
                };
                a.uses += 1;
                replayed += a.events;
                if aliases > MAX_ALIASES || a.uses > MAX_USES_PER_ANCHOR || replayed > MAX_REPLAYED
                {
                    return Err(too_complex(loc));
                }
                expanded += a.events;
                // What an alias repeats is reported where the alias stands, not at the anchor.
                let mut node = a.node.clone();
                node.relocate(loc);
                (node, (0, 0))
            }
            _ => continue,
        };
        let (anchor, size) = anchor;
        if anchor != 0 {
            if anchors.len() >= MAX_ANCHORS {
                return Err(too_complex(node.loc()));
            }
            anchors.insert(
                anchor,
                Anchor {
                    node: node.clone(),
                    events: size,
                    uses: 0,
                },
            );
        }
        let Some(top) = stack.last_mut() else {
            root = Some(node);
            continue;
        };
        match &mut top.map {
            None => top.items.push(node),
            Some(slot) => {
                let Some(k) = slot.take() else {
                    *slot = Some(node);
                    continue;
                };
                let repeated = match key_text(&k) {
                    None => false,
                    Some(t) if top.entries.len() < 16 => top
                        .entries
                        .iter()
                        .any(|(other, _)| key_text(other) == Some(t)),
                    Some(t) => {
                        let keys = top.keys.get_or_insert_with(|| {
                            top.entries
                                .iter()
                                .filter_map(|(k, _)| key_text(k).map(String::from))
                                .collect()
                        });
                        !keys.insert(t.to_string())
                    }
                };
                if repeated && repeats >= MAX_REPEATED_KEYS {
                    // Counted, not kept: a file repeating a key a million times stays small.
                    repeats += 1;
                    first_not_kept.get_or_insert(k.loc());
                } else if repeated {
                    repeats += 1;
                    errors.push(InputError::new(
                        Message::new("yaml-duplicate-key").arg("key", key_text(&k).unwrap_or("?")),
                        k.loc(),
                    ));
                } else {
                    if let (Some(keys), Some(t)) = (&mut top.keys, key_text(&k)) {
                        keys.insert(t.to_string());
                    }
                    top.entries.push((k, node));
                }
            }
        }
    }
    if let Some(loc) = first_not_kept {
        errors.push(InputError::new(
            Message::new("reliability-more-repeated-keys")
                .arg("count", repeats - MAX_REPEATED_KEYS),
            loc,
        ));
    }
    let root = root.unwrap_or(Node::Scalar {
        text: Cow::Borrowed(""),
        plain: true,
        loc: Loc::START,
    });
    Ok((root, errors))
}

// ---- Typed reading, collecting errors ----

/// A value of the wrong kind: `expected` is a key of `yaml-wrong-type` (list, mapping,
/// integer, text ...); a list or mapping expected is `input-expected`, which shows how to
/// write one.
pub fn wrong(node: &Node, expected: &'static str) -> InputError {
    if matches!(expected, "list" | "mapping") {
        return InputError::new(
            Message::new("input-expected").arg("expected", expected),
            node.loc(),
        );
    }
    InputError::new(
        Message::new("yaml-wrong-type")
            .arg("expected", expected)
            .arg("found", node.found()),
        node.loc(),
    )
}

/// A whole number written plain (decimal, `0x` or `0o`): `Some(Err)` when it is one but does
/// not fit 128 bits.
fn parse_int(t: &str) -> Option<Result<i128, ()>> {
    let (neg, body) = match t.as_bytes().first() {
        Some(b'-') => (true, &t[1..]),
        Some(b'+') => (false, &t[1..]),
        _ => (false, t),
    };
    let (radix, digits) = if let Some(h) = body.strip_prefix("0x") {
        (16, h)
    } else if let Some(o) = body.strip_prefix("0o") {
        (8, o)
    } else {
        (10, body)
    };
    if digits.is_empty() || !digits.chars().all(|c| c.is_digit(radix)) {
        return None;
    }
    Some(
        i128::from_str_radix(digits, radix)
            .map(|v| if neg { -v } else { v })
            .map_err(|_| ()),
    )
}

/// Reads text (any scalar but null).
pub fn string(node: &Node, errors: &mut Vec<InputError>) -> Option<Spanned<String>> {
    match node {
        Node::Scalar { text, loc, .. } if !node.is_null() => {
            Some(Spanned::new(text.to_string(), *loc))
        }
        _ => {
            errors.push(wrong(node, "text"));
            None
        }
    }
}

/// Reads a whole number of type `T` (named `ty` as in Rust, for the range in the message).
pub fn integer<T: TryFrom<i128>>(
    node: &Node,
    ty: &'static str,
    errors: &mut Vec<InputError>,
) -> Option<Spanned<T>> {
    let parsed = match node {
        Node::Scalar {
            text,
            plain: true,
            loc,
        } => parse_int(text).map(|r| (r, *loc)),
        _ => None,
    };
    match parsed {
        Some((Ok(v), loc)) => match T::try_from(v) {
            Ok(v) => Some(Spanned::new(v, loc)),
            Err(_) => {
                errors.push(super::yaml::bad_number(ty, loc));
                None
            }
        },
        Some((Err(()), loc)) => {
            errors.push(super::yaml::bad_number(ty, loc));
            None
        }
        None => {
            errors.push(wrong(node, "integer"));
            None
        }
    }
}

/// Reads a list of whole numbers (`[x, y]`), all or none: `None` when any item is not one
/// (each such item reported).
pub fn integers(node: &Node, errors: &mut Vec<InputError>) -> Option<Vec<Spanned<i64>>> {
    let items = list(node, errors)?;
    let before = errors.len();
    let numbers: Vec<_> = items
        .iter()
        .filter_map(|n| integer::<i64>(n, "i64", errors))
        .collect();
    (errors.len() == before).then_some(numbers)
}

/// Reads `true` or `false`.
pub fn boolean(node: &Node, errors: &mut Vec<InputError>) -> Option<Spanned<bool>> {
    match node {
        Node::Scalar {
            text,
            plain: true,
            loc,
        } if matches!(text.as_ref(), "true" | "false") => {
            Some(Spanned::new(text.as_ref() == "true", *loc))
        }
        _ => {
            errors.push(wrong(node, "boolean"));
            None
        }
    }
}

/// Reads a list's items.
pub fn list<'n, 'a>(node: &'n Node<'a>, errors: &mut Vec<InputError>) -> Option<&'n [Node<'a>]> {
    match node {
        Node::Seq { items, .. } => Some(items),
        _ => {
            errors.push(wrong(node, "list"));
            None
        }
    }
}

/// A mapping with a fixed set of keys, its unknown keys already reported.
pub struct Fields<'n, 'a> {
    entries: &'n [(Node<'a>, Node<'a>)],
    loc: Loc,
    /// Known keys an unknown key was taken for (not reported missing again).
    suggested: Vec<&'static str>,
}

/// Reads a mapping whose keys must be among `known` (in the order the message lists them);
/// every unknown key is reported.
pub fn fields<'n, 'a>(
    node: &'n Node<'a>,
    known: &[&'static str],
    errors: &mut Vec<InputError>,
) -> Option<Fields<'n, 'a>> {
    let Node::Map { entries, loc } = node else {
        errors.push(wrong(node, "mapping"));
        return None;
    };
    let mut suggested = Vec::new();
    for (k, _) in entries.iter() {
        let Some(name) = key_text(k) else {
            errors.push(wrong(k, "text"));
            continue;
        };
        if known.contains(&name) {
            continue;
        }
        let suggestion = did_you_mean(name, known.iter().copied());
        suggested.extend(suggestion);
        errors.push(InputError::new(
            Message::new("input-unknown-key")
                .arg("key", name)
                .arg("expected", known.join(", "))
                .arg("suggestion", suggestion.unwrap_or("none")),
            k.loc(),
        ));
    }
    Some(Fields {
        entries,
        loc: *loc,
        suggested,
    })
}

impl<'n, 'a> Fields<'n, 'a> {
    /// The value of `key`, if written and not null.
    pub fn get(&self, key: &str) -> Option<&'n Node<'a>> {
        self.entries
            .iter()
            .find(|(k, _)| key_text(k) == Some(key))
            .map(|(_, v)| v)
            .filter(|v| !v.is_null())
    }

    /// The value of a required key; a missing key is reported at the mapping when it is
    /// written on one line, else where its last key was written (unless an unknown key was
    /// already taken for it).
    pub fn required(
        &self,
        key: &'static str,
        errors: &mut Vec<InputError>,
    ) -> Option<&'n Node<'a>> {
        let found = self
            .entries
            .iter()
            .find(|(k, _)| key_text(k) == Some(key))
            .map(|(_, v)| v);
        if found.is_none() && !self.suggested.contains(&key) {
            // A mapping on one line (`{...}`) is underlined whole; a block mapping at the last
            // key written, after which the missing one would go.
            let at = match self.entries.last() {
                Some((k, _)) if self.loc.width == 0 => k.loc(),
                _ => self.loc,
            };
            errors.push(InputError::new(
                Message::new("input-missing-key").arg("key", key),
                at,
            ));
        }
        found
    }

    /// The value of the first of `keys` written (a key with two spellings, the documented
    /// one first: `colour` and `color`); when none is, the first is reported missing, unless
    /// an unknown key was already taken for any of them.
    pub fn required_any(
        &self,
        keys: &[&'static str],
        errors: &mut Vec<InputError>,
    ) -> Option<&'n Node<'a>> {
        if let Some(found) = keys.iter().find_map(|k| self.get(k)) {
            return Some(found);
        }
        if keys.iter().all(|k| !self.suggested.contains(k)) {
            if let Some(first) = keys.first() {
                return self.required(first, errors);
            }
        }
        None
    }

    /// Every entry, for mappings keyed by names.
    pub fn entries(&self) -> &'n [(Node<'a>, Node<'a>)] {
        self.entries
    }
}

/// Reads a mapping keyed by free text (player names), each value read by `value`.
pub fn named<'n, 'a, T>(
    node: &'n Node<'a>,
    errors: &mut Vec<InputError>,
    mut value: impl FnMut(&'n Node<'a>, &mut Vec<InputError>) -> Option<T>,
) -> Option<Vec<(String, T)>> {
    let Node::Map { entries, .. } = node else {
        errors.push(wrong(node, "mapping"));
        return None;
    };
    let mut out = Vec::new();
    for (k, v) in entries {
        let key = string(k, errors);
        let v = value(v, errors);
        if let (Some(k), Some(v)) = (key, v) {
            out.push((k.value, v));
        }
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_keep_their_width_and_repeated_keys_are_collected() {
        let (root, errors) = read("a: \"BA/RCR\"\nb: [1, 22]\na: x\n").unwrap();
        let Node::Map { entries, .. } = &root else {
            panic!("a mapping")
        };
        assert_eq!(entries.len(), 2);
        assert_eq!(entries[0].1.loc(), Loc::new(1, 4).with_width(8));
        let Node::Seq { items, .. } = &entries[1].1 else {
            panic!("a list")
        };
        assert_eq!(items[1].loc(), Loc::new(2, 8).with_width(2));
        // A flow list on one line covers its brackets; a block mapping keeps its start.
        assert_eq!(entries[1].1.loc(), Loc::new(2, 4).with_width(7));
        assert_eq!(root.loc().width, 0);
        assert_eq!(errors.len(), 1);
        assert_eq!(errors[0].loc, Loc::new(3, 1).with_width(1));
    }

    #[test]
    fn every_unknown_key_is_reported_and_a_taken_key_is_not_missing() {
        let (root, _) = read("nmae: x\ncolr: red\n").unwrap();
        let mut errors = Vec::new();
        let f = fields(&root, &["name", "color"], &mut errors).unwrap();
        assert!(f.required("name", &mut errors).is_none());
        assert!(f.required("color", &mut errors).is_none());
        let ids: Vec<&str> = errors.iter().map(|e| e.message.key).collect();
        assert_eq!(ids, ["input-unknown-key", "input-unknown-key"]);
    }

    #[test]
    fn numbers_are_read_in_range() {
        let (root, _) = read("[5, -0x10, 300, 99999999999999999999999, x, \"7\"]").unwrap();
        let Node::Seq { items, .. } = &root else {
            panic!("a list")
        };
        let mut errors = Vec::new();
        assert_eq!(
            integer::<i64>(&items[0], "i64", &mut errors).unwrap().value,
            5
        );
        assert_eq!(
            integer::<i64>(&items[1], "i64", &mut errors).unwrap().value,
            -16
        );
        assert!(integer::<u8>(&items[2], "u8", &mut errors).is_none());
        assert!(integer::<i64>(&items[3], "i64", &mut errors).is_none());
        assert!(integer::<i64>(&items[4], "i64", &mut errors).is_none());
        assert!(integer::<i64>(&items[5], "i64", &mut errors).is_none());
        let ids: Vec<&str> = errors.iter().map(|e| e.message.key).collect();
        assert_eq!(
            ids,
            [
                "input-bad-number",
                "input-bad-number",
                "yaml-wrong-type",
                "yaml-wrong-type"
            ]
        );
    }
}
