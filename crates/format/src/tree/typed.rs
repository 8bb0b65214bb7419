//! Typed reading of the tree: a scalar as text, a whole number or a boolean, a list, a
//! mapping checked against its table of keys ([`fields`]), each helper collecting its errors
//! instead of stopping at the first.

use arbiter_ids::msg;

use super::{key_text, Node};
use crate::shape::Key;
use crate::yaml::{did_you_mean, Spanned};
use crate::{InputError, Loc};
use arbiter_engine::carcassonne::problem::Message;

/// A value of the wrong kind: `expected` is a key of `yaml-wrong-type` (list, mapping,
/// integer, text ...); a list or mapping expected is `input-expected`, which shows how to
/// write one.
pub fn wrong(node: &Node, expected: &'static str) -> InputError {
    if matches!(expected, "list" | "mapping") {
        return InputError::new(
            Message::new(msg::INPUT_EXPECTED).arg("expected", expected),
            node.loc(),
        );
    }
    InputError::new(
        Message::new(msg::YAML_WRONG_TYPE)
            .arg("expected", expected)
            .arg("found", node.found()),
        node.loc(),
    )
}

/// A whole number written plain (decimal, `0x` or `0o`): `Some(Err)` when it is one but does
/// not fit 128 bits.
pub(super) fn parse_int(t: &str) -> Option<Result<i128, ()>> {
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
                errors.push(crate::yaml::bad_number(ty, loc));
                None
            }
        },
        Some((Err(()), loc)) => {
            errors.push(crate::yaml::bad_number(ty, loc));
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
    /// Other names read as known keys: (written name, known key), such as Keyflower's Dutch
    /// keys (`aambeeld` for `anvil`).
    aliases: &'static [(&'static str, &'static str)],
    /// The keys of the table, to check in tests that the reader asks for no other key.
    #[cfg(any(test, debug_assertions))]
    known: Vec<&'static str>,
}

/// Reads a mapping whose keys must be among `known`, one of the tables of `crate::shape`
/// (in the order the message lists them); every unknown key is reported.
pub fn fields<'n, 'a>(
    node: &'n Node<'a>,
    known: &[Key],
    errors: &mut Vec<InputError>,
) -> Option<Fields<'n, 'a>> {
    fields_aliased(node, known, &[], errors)
}

/// [`fields`] where a key may also be written by another name (`aliases`: written name, known
/// key). An unknown key is offered the closest name in either spelling, so a misspelt Dutch
/// key gets a Dutch suggestion; the list of known keys gives each key's other name beside it.
pub fn fields_aliased<'n, 'a>(
    node: &'n Node<'a>,
    keys: &[Key],
    aliases: &'static [(&'static str, &'static str)],
    errors: &mut Vec<InputError>,
) -> Option<Fields<'n, 'a>> {
    let Node::Map { entries, loc } = node else {
        errors.push(wrong(node, "mapping"));
        return None;
    };
    let known = Names(keys);
    let other: Vec<(&'static str, &'static str)> = aliases
        .iter()
        .copied()
        .filter(|(_, k)| known.contains(k))
        .collect();
    let mut suggested = Vec::new();
    for (k, _) in entries.iter() {
        let Some(name) = key_text(k) else {
            errors.push(wrong(k, "text"));
            continue;
        };
        if known.contains(&name) || other.iter().any(|(a, _)| *a == name) {
            continue;
        }
        let suggestion = did_you_mean(
            name,
            known.iter().copied().chain(other.iter().map(|(a, _)| *a)),
        );
        // The known key it stands for is the one not reported missing again.
        suggested.extend(suggestion.map(|s| {
            other
                .iter()
                .find(|(a, _)| *a == s)
                .map_or(s, |(_, key)| *key)
        }));
        let expected: Vec<String> = known
            .iter()
            .map(|k| {
                let names: Vec<&str> = other
                    .iter()
                    .filter(|(_, key)| key == k)
                    .map(|(a, _)| *a)
                    .collect();
                if names.is_empty() {
                    k.to_string()
                } else {
                    format!("{k} ({})", names.join(", "))
                }
            })
            .collect();
        errors.push(InputError::new(
            Message::new(msg::INPUT_UNKNOWN_KEY)
                .arg("key", name)
                .arg("expected", expected.join(", "))
                .arg("suggestion", suggestion.unwrap_or("none")),
            k.loc(),
        ));
    }
    twice_in_two_languages(entries, &other, errors);
    Some(Fields {
        entries,
        loc: *loc,
        suggested,
        aliases,
        #[cfg(any(test, debug_assertions))]
        known: keys.iter().map(|k| k.name).collect(),
    })
}

/// A key written twice in one mapping under its two names (`season:` and `seizoen:`): the
/// second is refused where it is written, naming the first (the reader would take one and
/// drop the other without a word).
fn twice_in_two_languages<'n>(
    entries: &'n [(Node<'_>, Node<'_>)],
    aliases: &[(&'static str, &'static str)],
    errors: &mut Vec<InputError>,
) {
    // Without other names a key has one name, and a mapping read by `tree::read` never holds
    // a key twice (the reader reports a repeated key and drops it): nothing to find.
    if aliases.is_empty() {
        return;
    }
    let key_of = |name: &'n str| -> &'n str {
        aliases
            .iter()
            .find(|(a, _)| *a == name)
            .map_or(name, |(_, k)| k)
    };
    let mut seen: Vec<(&str, &str, Loc)> = Vec::new();
    for (k, _) in entries {
        let Some(name) = key_text(k) else { continue };
        let key = key_of(name);
        if let Some((_, first, at)) = seen.iter().find(|(s, _, _)| *s == key) {
            errors.push(InputError::new(
                Message::new(msg::INPUT_KEY_TWO_LANGUAGES)
                    .arg("key", name)
                    .arg("first", *first)
                    .arg("line", at.line),
                k.loc(),
            ));
        } else {
            seen.push((key, name, k.loc()));
        }
    }
}

/// A table's key names, read as a list of names.
#[derive(Clone, Copy)]
struct Names<'k>(&'k [Key]);

impl Names<'_> {
    fn contains(&self, name: &&str) -> bool {
        self.0.iter().any(|k| k.name == *name)
    }

    fn iter(&self) -> impl Iterator<Item = &&'static str> + Clone + '_ {
        self.0.iter().map(|k| &k.name)
    }
}

/// Every key a reader asked for while a test records them (`Some`): the keys of the table it
/// asked, the key, and whether it was asked for as required (see `crate::key_tests`).
#[cfg(test)]
pub(crate) type Asked = std::collections::HashSet<(Vec<&'static str>, String, bool)>;

#[cfg(test)]
thread_local! {
    pub(crate) static ASKED: std::cell::RefCell<Option<Asked>> =
        const { std::cell::RefCell::new(None) };
}

impl<'n, 'a> Fields<'n, 'a> {
    /// The value of `key`, if written and not null.
    pub fn get(&self, key: &str) -> Option<&'n Node<'a>> {
        self.asked(key, false);
        self.entries
            .iter()
            .find(|(k, _)| self.is_key(k, key))
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
        self.asked(key, true);
        let found = self
            .entries
            .iter()
            .find(|(k, _)| self.is_key(k, key))
            .map(|(_, v)| v);
        if found.is_none() && !self.suggested.contains(&key) {
            // A mapping on one line (`{...}`) is underlined whole; a block mapping at the last
            // key written, after which the missing one would go.
            let at = match self.entries.last() {
                Some((k, _)) if self.loc.width == 0 => k.loc(),
                _ => self.loc,
            };
            errors.push(InputError::new(
                Message::new(msg::INPUT_MISSING_KEY).arg("key", key),
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
        if let Some(first) = keys.first() {
            self.asked(first, true);
        }
        // Every spelling asked for (the first written wins), so that each is read.
        let written: Vec<_> = keys.iter().map(|k| self.get(k)).collect();
        if let Some(found) = written.into_iter().flatten().next() {
            return Some(found);
        }
        if keys.iter().all(|k| !self.suggested.contains(k)) {
            if let Some(first) = keys.first() {
                return self.required(first, errors);
            }
        }
        None
    }

    /// Checks, when debugging, that `key` is in the table the mapping was read with (a key
    /// read is a key of the schema), and notes in tests that it was asked for.
    fn asked(&self, key: &str, required: bool) {
        #[cfg(debug_assertions)]
        debug_assert!(
            self.known.contains(&key),
            "key {key} read but not in the table {:?}",
            self.known
        );
        #[cfg(test)]
        ASKED.with(|a| {
            if let Some(asked) = a.borrow_mut().as_mut() {
                asked.insert((self.known.clone(), key.to_string(), required));
            }
        });
        let _ = (key, required);
    }

    /// Whether the written key `k` is `key` or one of its other names.
    fn is_key(&self, k: &Node, key: &str) -> bool {
        key_text(k).is_some_and(|t| {
            t == key
                || self
                    .aliases
                    .iter()
                    .any(|(a, known)| *a == t && *known == key)
        })
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
