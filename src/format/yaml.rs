//! Reading YAML safely: strict booleans, resource budgets, and errors turned into
//! [`InputError`]s with a line and column.

use serde::de::DeserializeOwned;
use serde_saphyr::{Budget, Error, Options};

use super::{InputError, Loc};
use crate::carcassonne::catalogue::edit_distance;
use crate::carcassonne::problem::Message;

/// Largest file arbiter reads (a real position is a few kilobytes).
pub const MAX_FILE_BYTES: usize = 4 * 1024 * 1024;

/// The span of a value read with `serde_saphyr::Spanned`.
pub fn loc_of<T>(s: &serde_saphyr::Spanned<T>) -> Loc {
    Loc {
        line: s.referenced.line() as usize,
        column: s.referenced.column() as usize,
    }
}

fn options() -> Options {
    let mut o = Options::default();
    o.strict_booleans = true;
    let mut b = Budget::default();
    b.max_depth = 32;
    b.max_nodes = 200_000;
    b.max_aliases = 1_000;
    b.max_anchors = 1_000;
    b.max_events = 1_000_000;
    o.budget = Some(b);
    o.alias_limits.max_total_replayed_events = 200_000;
    o.alias_limits.max_alias_expansions_per_anchor = 100;
    o.with_snippet = false;
    o
}

/// Parses `bytes` as one YAML document into `T`.
pub fn parse<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, InputError> {
    if bytes.len() > MAX_FILE_BYTES {
        return Err(InputError::new(
            Message::new("input-too-large")
                .arg("size", bytes.len())
                .arg("limit", MAX_FILE_BYTES),
            Loc::default(),
        ));
    }
    let text = match std::str::from_utf8(bytes) {
        Ok(t) => t,
        Err(e) => {
            let before = &bytes[..e.valid_up_to()];
            let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
            let column = before.iter().rev().take_while(|&&b| b != b'\n').count() + 1;
            return Err(InputError::new(
                Message::new("input-not-utf8"),
                Loc { line, column },
            ));
        }
    };
    if text.trim().is_empty()
        || text
            .lines()
            .all(|l| l.trim().is_empty() || l.trim_start().starts_with('#'))
    {
        return Err(InputError::new(Message::new("input-empty"), Loc::default()));
    }
    serde_saphyr::from_str_with_options(text, options()).map_err(|e| convert(&e))
}

/// The known name nearest to `word`, if close enough to be a likely typo.
pub fn did_you_mean<'a>(word: &str, known: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    known
        .into_iter()
        .map(|k| (edit_distance(word, k), k))
        .filter(|&(d, k)| d <= 2.max(k.len() / 3))
        .min()
        .map(|(_, k)| k)
}

fn convert(e: &Error) -> InputError {
    let loc = e
        .location()
        .map(|l| Loc {
            line: l.line() as usize,
            column: l.column() as usize,
        })
        .unwrap_or_default();
    let inner = e.without_snippet();
    let message = match inner {
        Error::SerdeUnknownField {
            field, expected, ..
        } => {
            let m = Message::new("input-unknown-key")
                .arg("key", field.as_str())
                .arg("expected", expected.join(", "));
            match did_you_mean(field, expected.iter().copied()) {
                Some(s) => m.arg("suggestion", s),
                None => m.arg("suggestion", "none"),
            }
        }
        Error::SerdeMissingField { field, .. } => {
            Message::new("input-missing-key").arg("key", *field)
        }
        Error::SerdeUnknownVariant {
            variant, expected, ..
        } => Message::new("input-unknown-value")
            .arg("value", variant.as_str())
            .arg("expected", expected.join(", ")),
        Error::Budget { .. }
        | Error::AliasReplayLimitExceeded { .. }
        | Error::AliasExpansionLimitExceeded { .. }
        | Error::AliasReplayStackDepthExceeded { .. }
        | Error::AliasReplayCounterOverflow { .. } => {
            Message::new("input-too-complex").arg("detail", inner.render())
        }
        Error::DuplicateMappingKey { .. } => {
            Message::new("input-duplicate-key").arg("detail", inner.render())
        }
        Error::SerdeInvalidType { .. }
        | Error::SerdeInvalidValue { .. }
        | Error::SerdeInvalidLength { .. }
        | Error::InvalidScalar { .. }
        | Error::InvalidBooleanStrict { .. }
        | Error::NullIntoString { .. } => {
            Message::new("input-wrong-shape").arg("detail", inner.render())
        }
        _ => Message::new("input-not-yaml").arg("detail", inner.render()),
    };
    InputError::new(message, loc)
}
