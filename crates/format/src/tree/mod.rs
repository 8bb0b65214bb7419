//! A YAML reader on parser events: the document as a small tree of scalars, lists and
//! mappings, each with the place it was written (a scalar with its whole token), read under
//! the budgets of [`super::yaml`], and typed reading helpers (`typed.rs`) that collect every
//! error instead of stopping at the first.
//!
//! The events come from `granit_parser` (the parser inside serde-saphyr, re-exported by it),
//! which words syntax errors the same way for every file arbiter reads.

use arbiter_ids::msg;
use std::borrow::Cow;
use std::collections::{HashMap, HashSet};

use serde_saphyr::granit_parser::{Event, Parser, ScalarStyle, Span, StructureStyle};

use super::yaml::{scan_error, BASE_EVENTS, MAX_DEPTH};
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

/// The most entries each list of a file may hold, by the key it is written under, in either
/// game, position or record: each at least ten times what the largest real game writes there.
/// The reader refuses a list past its limit at the first entry too many, so no file builds
/// more than these, whatever its size (README, "Bounded input").
pub const LIST_LIMITS: &[(&str, usize)] = &[
    // Both games: at most 6 players (Carcassonne with every expansion 8).
    ("players", 100),
    // Carcassonne: every official tile of every expansion is about 400; the benchmarks check a
    // board of 316 x 316.
    ("tiles", 100_000),
    // Carcassonne: the pieces on one tile (at most 4 or 5), a piece's alternatives.
    ("pieces", 100),
    ("feature", 100),
    ("expansions", 100),
    // Carcassonne records: one move per tile drawn; tiles set aside (the river's few).
    ("moves", 10_000),
    ("discarded", 1_000),
    // Keyflower: a village holds at most about 30 tiles, an offer 13, 6 boats, a bid per player.
    ("village", 1_000),
    ("offer", 1_000),
    ("boats", 100),
    ("bids", 100),
    ("winter_tiles", 100),
    ("uses", 100),
    // Keyflower records: a six-player game takes about 500 actions.
    ("actions", 10_000),
    // Keyflower actions: losing bids moved (at most the 13 tiles on offer), tiles upgraded,
    // resources carried, winter tiles kept.
    ("from", 100),
    ("upgrade", 100),
    ("carry", 1_000),
    ("winter", 100),
];

/// The most entries of any other list (a square's coordinates, a list in a list).
pub const MAX_LIST: usize = 1_000;

/// The most keys one mapping may hold (a position's mappings have at most a few dozen; a
/// score by player at most [`LIST_LIMITS`]' players).
pub const MAX_KEYS: usize = 1_000;

/// The most values (scalars, lists, mappings and what aliases repeat) one file may hold in
/// all, wherever they are written, under a known key or not. Each costs about 60 bytes once
/// read, so no file of any size builds more than about 100 MB; a real game writes a few
/// thousand, and a board of 100,000 tiles about 900,000 (README, "Bounded input").
pub const MAX_VALUES: usize = 1_500_000;

/// A scalar's text as its tag makes it: `!!float 1` is the number 1.0 (so refused where a
/// whole number goes, as `1.0` is), never the whole number 1.
fn float_tagged<'a>(
    text: Cow<'a, str>,
    tag: Option<&serde_saphyr::granit_parser::Tag>,
) -> Cow<'a, str> {
    // Only a scalar tagged as a float is read again (most scalars carry no tag).
    if tag.and_then(|t| t.core_suffix()) != Some("float") {
        return text;
    }
    match typed::parse_int(&text) {
        Some(Ok(whole)) => Cow::Owned(format!("{whole}.0")),
        _ => text,
    }
}

/// The limit of a list written under `key` (none: not under a key). A Keyflower key written
/// in Dutch (`dorp:`, `acties:`) has its English twin's limit.
pub fn list_limit(key: Option<&str>) -> usize {
    let Some(k) = key else {
        return MAX_LIST;
    };
    // The key's English twin, looked up once.
    let english = crate::read_keyflower::DUTCH_KEYS
        .iter()
        .find(|(nl, _)| *nl == k)
        .map(|(_, en)| *en);
    LIST_LIMITS
        .iter()
        .find(|(name, _)| *name == k || Some(*name) == english)
        .map_or(MAX_LIST, |(_, limit)| *limit)
}

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
    InputError::new(Message::new(msg::YAML_TOO_COMPLEX), loc)
}

/// A collection being read. Its items (or entries) are kept on the reader's shared stack
/// ([`Reader::items`], [`Reader::entries`]) from `base` on until it closes, when they move
/// into a list of exactly their number: one allocation a collection, none for an empty one.
struct Frame<'a> {
    /// `None` for a list, the key waiting for its value (if any) for a mapping.
    map: Option<Option<Node<'a>>>,
    /// Where its items (a list) or entries (a mapping) start on the shared stack.
    base: usize,
    /// Keys seen, kept once a mapping has many (a linear scan serves small ones).
    keys: Option<HashSet<String>>,
    loc: Loc,
    /// For a flow collection (`{...}`, `[...]`), where it starts in the text: its place then
    /// covers it up to the closing bracket when both are on one line.
    flow_start: Option<usize>,
    anchor: usize,
    /// The expanded event count when the collection started.
    start: usize,
    /// The key it is written under, if any (its first [`KEY_SHOWN`] characters are what
    /// messages name), and the most entries it may hold.
    key: Option<Cow<'a, str>>,
    limit: usize,
}

/// The characters of a key a message about its list names.
const KEY_SHOWN: usize = 64;

/// The first [`KEY_SHOWN`] characters of `key`.
fn key_shown(key: &str) -> &str {
    key.char_indices()
        .nth(KEY_SHOWN)
        .map_or(key, |(end, _)| &key[..end])
}

/// An anchored value and what replaying it costs.
struct Anchor<'a> {
    node: Node<'a>,
    events: usize,
    uses: usize,
}

pub(super) fn key_text<'n>(node: &'n Node) -> Option<&'n str> {
    match node {
        Node::Scalar { text, .. } => Some(text),
        _ => None,
    }
}

/// A list or mapping `f` holding its limit of entries, refused at `at`, the first one too many.
fn too_long(f: &Frame, at: Loc) -> InputError {
    let what = match (f.map.is_some(), f.key.is_some()) {
        (false, false) => "list",
        (false, true) => "keyed-list",
        (true, false) => "mapping",
        (true, true) => "keyed-mapping",
    };
    InputError::new(
        Message::new(msg::INPUT_TOO_MANY_ENTRIES)
            .arg("what", what)
            .arg("key", f.key.as_deref().map(key_shown).unwrap_or_default())
            .arg("limit", f.limit),
        at,
    )
}

/// Repeated keys reported one by one; the rest are counted in one more error.
pub const MAX_REPEATED_KEYS: usize = 50;

/// Reads one YAML document into a tree. A syntax error or a breached budget ends the reading
/// (the error is returned); repeated keys are collected (the second is dropped).
///
/// The plain YAML position files are written in (block and one-line flow collections, plain
/// and quoted scalars, comments) is read by a small fast reader (`tree/fast.rs`) that produces the
/// parser's own events; anything else, and any error, is read again by the parser, so what a
/// file reads as and every error stay the parser's.
pub fn read(text: &str) -> Result<(Node<'_>, Vec<InputError>), InputError> {
    match read_fast(text) {
        Some(done) => Ok(done),
        None => read_parsed(text),
    }
}

/// [`read`] by the fast reader: none when the text is outside what it reads, or the reading
/// ends in an error (the parser then reads it again, for its words and place).
fn read_fast(text: &str) -> Option<(Node<'_>, Vec<InputError>)> {
    let mut reader = Reader::new(text.len());
    fast::events(text, |event, span| match reader.feed(event, &span) {
        Ok(_) => Ok(()),
        Err(_) => Err(fast::Declined),
    })
    .ok()?;
    Some(reader.finish())
}

/// [`read`] by the parser's events.
fn read_parsed(text: &str) -> Result<(Node<'_>, Vec<InputError>), InputError> {
    let mut reader = Reader::new(text.len());
    let mut parser = Parser::new_from_str(text);
    while let Some(next) = parser.next_event() {
        let (event, span) =
            next.map_err(|e| super::yaml::indentation_said(scan_error(&e), text))?;
        if reader.feed(event, &span)? {
            break;
        }
    }
    Ok(reader.finish())
}

/// A reading under way: the open lists and mappings, the anchors, the errors collected and
/// what the budgets count.
struct Reader<'a> {
    stack: Vec<Frame<'a>>,
    /// The items of the lists open, innermost last (each list's from its frame's `base`).
    items: Vec<Node<'a>>,
    /// The entries of the mappings open, innermost last.
    entries: Vec<(Node<'a>, Node<'a>)>,
    anchors: HashMap<usize, Anchor<'a>>,
    errors: Vec<InputError>,
    root: Option<Node<'a>>,
    second_document: Option<Loc>,
    /// Repeated keys met, and the first one not reported.
    repeats: usize,
    first_not_kept: Option<Loc>,
    documents: usize,
    events: usize,
    nodes: usize,
    /// Events counted with what the aliases replay (an anchored value costs its share).
    expanded: usize,
    replayed: usize,
    aliases: usize,
    max_events: usize,
}

impl<'a> Reader<'a> {
    /// A reader of a text of `len` bytes, with budgets that grow with it.
    fn new(len: usize) -> Reader<'a> {
        Reader {
            stack: Vec::new(),
            items: Vec::new(),
            entries: Vec::new(),
            anchors: HashMap::new(),
            errors: Vec::new(),
            root: None,
            second_document: None,
            repeats: 0,
            first_not_kept: None,
            documents: 0,
            events: 0,
            nodes: 0,
            expanded: 0,
            replayed: 0,
            aliases: 0,
            max_events: BASE_EVENTS + 4 * len,
        }
    }

    /// Takes one event: counted, then what it completes kept; true at the end of the stream.
    fn feed(&mut self, event: Event<'a>, span: &Span) -> Result<bool, InputError> {
        self.count(&event, span)?;
        if matches!(event, Event::StreamEnd) {
            return Ok(true);
        }
        if let Some((node, anchor, size)) = self.node(event, span)? {
            self.remember(anchor, size, &node)?;
            self.attach(node)?;
        }
        Ok(false)
    }

    /// Counts an event against the budgets; a node of a second document is refused.
    fn count(&mut self, event: &Event, span: &Span) -> Result<(), InputError> {
        self.events += 1;
        if self.events > self.max_events {
            return Err(too_complex(loc_of_span(span, false)));
        }
        let is_node = matches!(
            event,
            Event::Scalar(..)
                | Event::SequenceStart(..)
                | Event::MappingStart(..)
                | Event::Alias(_)
        );
        if is_node {
            if self.documents > 1 {
                return Err(InputError::new(
                    Message::new(msg::YAML_SYNTAX).arg("what", "document"),
                    self.second_document
                        .unwrap_or_else(|| loc_of_span(span, false)),
                ));
            }
            self.add_values(1, || loc_of_span(span, false))?;
        }
        Ok(())
    }

    /// Counts `n` more values against [`MAX_VALUES`]; past it the reading ends at `loc`.
    fn add_values(&mut self, n: usize, loc: impl FnOnce() -> Loc) -> Result<(), InputError> {
        self.nodes += n;
        if self.nodes > MAX_VALUES {
            return Err(InputError::new(
                Message::new(msg::INPUT_TOO_MANY_VALUES).arg("limit", MAX_VALUES),
                loc(),
            ));
        }
        Ok(())
    }

    /// The node an event completes, with its anchor (0 for none) and how many events
    /// replaying it costs; none when the event opens a list or mapping, or completes nothing.
    fn node(
        &mut self,
        event: Event<'a>,
        span: &Span,
    ) -> Result<Option<(Node<'a>, usize, usize)>, InputError> {
        Ok(Some(match event {
            Event::DocumentStart(..) => {
                self.documents += 1;
                if self.documents == 2 {
                    // The marker that starts a second document (`---`, or `...` ending the
                    // first), where the message points.
                    self.second_document = Some(loc_of_span(span, true));
                }
                return Ok(None);
            }
            Event::Scalar(text, style, anchor, tag) => {
                self.expanded += 1;
                let node = Node::Scalar {
                    text: float_tagged(text, tag.as_deref()),
                    plain: style == ScalarStyle::Plain,
                    loc: loc_of_span(span, true),
                };
                (node, anchor, 1)
            }
            Event::SequenceStart(style, anchor, _) | Event::MappingStart(style, anchor, _) => {
                let map = matches!(event, Event::MappingStart(..));
                self.open(map, style, anchor, span)?;
                return Ok(None);
            }
            Event::SequenceEnd | Event::MappingEnd => {
                self.expanded += 1;
                let Some(f) = self.stack.pop() else {
                    return Ok(None);
                };
                self.close(f, span)
            }
            Event::Alias(id) => (self.alias(id, span)?, 0, 0),
            _ => return Ok(None),
        }))
    }

    /// Opens a list or (`map`) a mapping, within the depth allowed.
    fn open(
        &mut self,
        map: bool,
        style: StructureStyle,
        anchor: usize,
        span: &Span,
    ) -> Result<(), InputError> {
        let loc = loc_of_span(span, false);
        let flow_start = (style == StructureStyle::Flow).then(|| span.start.index());
        if self.stack.len() >= MAX_DEPTH {
            return Err(InputError::new(
                Message::new(msg::INPUT_TOO_DEEP).arg("limit", MAX_DEPTH),
                loc,
            ));
        }
        self.expanded += 1;
        // The key this collection is the value of, when its parent is a mapping.
        let key = self
            .stack
            .last()
            .and_then(|f| f.map.as_ref())
            .and_then(|slot| slot.as_ref())
            .and_then(|k| match k {
                Node::Scalar { text, .. } => Some(text.clone()),
                _ => None,
            });
        let limit = if map {
            MAX_KEYS
        } else {
            list_limit(key.as_deref().map(key_shown))
        };
        self.stack.push(Frame {
            map: map.then_some(None),
            base: if map {
                self.entries.len()
            } else {
                self.items.len()
            },
            keys: None,
            loc,
            flow_start,
            anchor,
            start: self.expanded - 1,
            key,
            limit,
        });
        Ok(())
    }

    /// The list or mapping `f` ends (a flow one on one line spans up to its closing bracket),
    /// with its anchor and size.
    fn close(&mut self, mut f: Frame<'a>, span: &Span) -> (Node<'a>, usize, usize) {
        if let Some(start) = f.flow_start {
            if span.start.line() == f.loc.line && span.end.index() > start {
                f.loc = f.loc.with_width(span.end.index() - start);
            }
        }
        // Moved off the shared stack into a list of exactly their number: what the file
        // builds stays proportional to what it holds.
        let node = match f.map {
            None => Node::Seq {
                items: self.items.drain(f.base..).collect(),
                loc: f.loc,
            },
            Some(_) => Node::Map {
                entries: self.entries.drain(f.base..).collect(),
                loc: f.loc,
            },
        };
        (node, f.anchor, self.expanded - f.start)
    }

    /// What alias `id` repeats, within the alias budgets, placed where the alias stands (not
    /// at the anchor).
    fn alias(&mut self, id: usize, span: &Span) -> Result<Node<'a>, InputError> {
        let loc = loc_of_span(span, true);
        self.aliases += 1;
        let Some(a) = self.anchors.get_mut(&id) else {
            return Err(InputError::new(
                Message::new(msg::YAML_SYNTAX).arg("what", "anchor"),
                loc,
            ));
        };
        a.uses += 1;
        self.replayed += a.events;
        if self.aliases > MAX_ALIASES
            || a.uses > MAX_USES_PER_ANCHOR
            || self.replayed > MAX_REPLAYED
        {
            return Err(too_complex(loc));
        }
        let events = a.events;
        let mut node = a.node.clone();
        self.expanded += events;
        self.add_values(events, || loc)?;
        node.relocate(loc);
        Ok(node)
    }

    /// Keeps an anchored node (`anchor` 0: none) for the aliases that follow.
    fn remember(&mut self, anchor: usize, size: usize, node: &Node<'a>) -> Result<(), InputError> {
        if anchor == 0 {
            return Ok(());
        }
        if self.anchors.len() >= MAX_ANCHORS {
            return Err(too_complex(node.loc()));
        }
        self.anchors.insert(
            anchor,
            Anchor {
                node: node.clone(),
                events: size,
                uses: 0,
            },
        );
        Ok(())
    }

    /// Puts a completed node in the list or mapping open (as a key, or as the value of the
    /// key before it), or makes it the document; a list or mapping past its limit ends the
    /// reading there.
    fn attach(&mut self, node: Node<'a>) -> Result<(), InputError> {
        let Some(top) = self.stack.last_mut() else {
            self.root = Some(node);
            return Ok(());
        };
        let full = match &top.map {
            None => self.items.len() - top.base >= top.limit,
            Some(None) => self.entries.len() - top.base >= top.limit,
            Some(Some(_)) => false,
        };
        if full {
            return Err(too_long(top, node.loc()));
        }
        match &mut top.map {
            None => self.items.push(node),
            Some(slot) => match slot.take() {
                None => *slot = Some(node),
                Some(k) => {
                    let entries = &self.entries[top.base..];
                    let repeated = repeats(entries, &mut top.keys, &k);
                    if repeated && self.repeats >= MAX_REPEATED_KEYS {
                        // Counted, not kept: a file repeating a key a million times stays small.
                        self.repeats += 1;
                        self.first_not_kept.get_or_insert(k.loc());
                    } else if repeated {
                        self.repeats += 1;
                        self.errors.push(InputError::new(
                            Message::new(msg::YAML_DUPLICATE_KEY)
                                .arg("key", key_text(&k).unwrap_or("?")),
                            k.loc(),
                        ));
                    } else {
                        if let (Some(keys), Some(t)) = (&mut top.keys, key_text(&k)) {
                            keys.insert(t.to_string());
                        }
                        self.entries.push((k, node));
                    }
                }
            },
        }
        Ok(())
    }

    /// The document, and the errors collected (repeated keys not reported counted in one).
    fn finish(mut self) -> (Node<'a>, Vec<InputError>) {
        if let Some(loc) = self.first_not_kept {
            self.errors.push(InputError::new(
                Message::new(msg::RELIABILITY_MORE_REPEATED_KEYS)
                    .arg("count", self.repeats - MAX_REPEATED_KEYS),
                loc,
            ));
        }
        let root = self.root.unwrap_or(Node::Scalar {
            text: Cow::Borrowed(""),
            plain: true,
            loc: Loc::START,
        });
        (root, self.errors)
    }
}

/// Whether key `k` is one of a mapping's `entries` already (looked up in the set `keys`, made
/// once the mapping is large).
fn repeats(entries: &[(Node<'_>, Node<'_>)], keys: &mut Option<HashSet<String>>, k: &Node) -> bool {
    match key_text(k) {
        None => false,
        Some(t) if entries.len() < 16 => {
            entries.iter().any(|(other, _)| key_text(other) == Some(t))
        }
        Some(t) => {
            let keys = keys.get_or_insert_with(|| {
                entries
                    .iter()
                    .filter_map(|(k, _)| key_text(k).map(String::from))
                    .collect()
            });
            !keys.insert(t.to_string())
        }
    }
}

mod fast;
#[cfg(test)]
mod fast_tests;
mod typed;
pub use typed::*;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_dutch_key_has_its_english_twins_list_limit() {
        for (nl, en) in crate::read_keyflower::DUTCH_KEYS.iter() {
            assert_eq!(list_limit(Some(nl)), list_limit(Some(en)), "{nl}: {en}");
        }
        assert_eq!(list_limit(Some("acties")), 10_000);
        assert_eq!(list_limit(Some("biedingen")), 100);
    }

    #[test]
    fn a_list_past_its_limit_names_its_key_cut_to_64_characters() {
        // Nested lists and mappings share the reader's stacks: each keeps its own count.
        let key = "k".repeat(70);
        let items = vec!["[1, 2]"; MAX_LIST + 1].join(", ");
        let text = format!("a: {{b: [1], c: {{d: 2}}}}\n{key}: [{items}]\n");
        let e = read(&text).unwrap_err();
        assert_eq!(e.message.key, msg::INPUT_TOO_MANY_ENTRIES);
        let arg = |name: &str| {
            e.message
                .args
                .iter()
                .find(|(k, _)| *k == name)
                .map(|(_, v)| v.to_string())
        };
        assert_eq!(arg("what").as_deref(), Some("keyed-list"));
        assert_eq!(arg("key"), Some("k".repeat(64)));
        assert_eq!(arg("limit"), Some(MAX_LIST.to_string()));
        // A list under a key with a limit of its own, and the same list in a list.
        let players = vec!["x"; 101].join(", ");
        let e = read(&format!("players: [{players}]\n")).unwrap_err();
        assert_eq!(e.message.key, msg::INPUT_TOO_MANY_ENTRIES);
        let nested = format!("- [{players}]\n");
        let (root, errors) = read(&nested).unwrap();
        assert!(errors.is_empty());
        let Node::Seq { items, .. } = &root else {
            panic!("a list")
        };
        let Node::Seq { items, .. } = &items[0] else {
            panic!("a list")
        };
        assert_eq!((items.len(), items.capacity()), (101, 101));
    }

    #[test]
    fn a_key_written_in_both_languages_is_refused_at_the_second() {
        let (root, _) = read("seizoen: summer\nseason: winter\n").unwrap();
        let mut errors = Vec::new();
        let keys = [crate::shape::Key::required(
            "season",
            "",
            crate::shape::Kind::Text,
        )];
        fields_aliased(&root, &keys, &[("seizoen", "season")], &mut errors).unwrap();
        assert_eq!(errors.len(), 1);
        assert_eq!(errors[0].message.key, msg::INPUT_KEY_TWO_LANGUAGES);
        assert_eq!(errors[0].loc, Loc::new(2, 1).with_width(6));
    }

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
        let keys = [
            crate::shape::Key::required("name", "", crate::shape::Kind::Text),
            crate::shape::Key::required("color", "", crate::shape::Kind::Text),
        ];
        let f = fields(&root, &keys, &mut errors).unwrap();
        assert!(f.required("name", &mut errors).is_none());
        assert!(f.required("color", &mut errors).is_none());
        let ids: Vec<&str> = errors.iter().map(|e| e.message.key).collect();
        assert_eq!(ids, [msg::INPUT_UNKNOWN_KEY, msg::INPUT_UNKNOWN_KEY]);
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
                msg::INPUT_BAD_NUMBER,
                msg::INPUT_BAD_NUMBER,
                msg::YAML_WRONG_TYPE,
                msg::YAML_WRONG_TYPE
            ]
        );
    }
}
