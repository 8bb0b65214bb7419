//! `arbiter schema`: the JSON Schema (draft-07) of the position file or the game record.

use super::{Ctx, Outcome};

/// `arbiter schema`.
pub fn run(ctx: &Ctx, record: bool) -> Outcome {
    let schema = if record {
        arbiter_format::schema::record()
    } else {
        arbiter_format::schema::position()
    };
    let _ = ctx;
    outln!(
        "{}",
        serde_json::to_string_pretty(&schema).unwrap_or_default()
    );
    Outcome::Done
}
