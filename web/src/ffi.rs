//! The module's exports: byte buffers the page writes requests into, and one function per
//! request.
//!
//! The page allocates `len` bytes with [`engine_alloc`], writes the UTF-8 request there,
//! calls a request function with the buffer and frees it with [`engine_free`]. A request
//! function returns a buffer of its own: the response's length as four little-endian
//! bytes, then its UTF-8 JSON; the page reads it and frees the `4 + length` bytes.
//!
//! The names carry an `engine_` prefix because the native build exports them too (the
//! tests link this crate), where a plain `free` would replace the C library's.

/// A buffer of `len` bytes for the page to fill.
#[unsafe(no_mangle)]
pub extern "C" fn engine_alloc(len: usize) -> *mut u8 {
    Box::into_raw(vec![0u8; len].into_boxed_slice()).cast()
}

/// Frees a buffer of `len` bytes from [`engine_alloc`] or a request function.
///
/// # Safety
/// `ptr` and `len` must be those of a buffer this module handed out and not yet freed.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn engine_free(ptr: *mut u8, len: usize) {
    // SAFETY: the caller returns a boxed slice of exactly this length, allocated here.
    drop(unsafe { Box::from_raw(std::ptr::slice_from_raw_parts_mut(ptr, len)) });
}

/// Searches to a depth: `{"chapter": "ch03", "fen": "...", "depth": 5}`. Every finished
/// iteration is sent to the page's `env.engine_progress` as it finishes.
///
/// # Safety
/// `ptr` and `len` must describe a buffer from [`engine_alloc`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn engine_search(ptr: *const u8, len: usize) -> *mut u8 {
    // SAFETY: passed on from the caller.
    respond(unsafe { text(ptr, len) }.map(|request| {
        crate::request::search(request, &mut |iteration| {
            // SAFETY: the page copies the text out before it returns.
            unsafe { engine_progress(iteration.as_ptr(), iteration.len()) }
        })
    }))
}

/// The root's moves in a chapter's order: the same request as [`engine_search`].
///
/// # Safety
/// `ptr` and `len` must describe a buffer from [`engine_alloc`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn engine_order(ptr: *const u8, len: usize) -> *mut u8 {
    // SAFETY: passed on from the caller.
    respond(unsafe { text(ptr, len) }.map(crate::request::order))
}

/// Perft divided by root move: the same request as [`engine_search`].
///
/// # Safety
/// `ptr` and `len` must describe a buffer from [`engine_alloc`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn engine_perft(ptr: *const u8, len: usize) -> *mut u8 {
    // SAFETY: passed on from the caller.
    respond(unsafe { text(ptr, len) }.map(crate::request::perft))
}

/// Every chapter's name and the chapter before it.
#[unsafe(no_mangle)]
pub extern "C" fn engine_chapters() -> *mut u8 {
    respond(Ok(crate::request::chapters()))
}

#[cfg(target_arch = "wasm32")]
#[link(wasm_import_module = "env")]
unsafe extern "C" {
    /// The page's handler of a finished iteration: UTF-8 JSON at `ptr`, `len` bytes.
    fn engine_progress(ptr: *const u8, len: usize);
}

/// Natively there is no page to tell.
#[cfg(not(target_arch = "wasm32"))]
unsafe fn engine_progress(_ptr: *const u8, _len: usize) {}

/// The request's text, or the error the page is answered with.
///
/// # Safety
/// `ptr` and `len` must describe `len` readable bytes.
unsafe fn text<'a>(ptr: *const u8, len: usize) -> Result<&'a str, String> {
    // SAFETY: guaranteed by the caller.
    let bytes = unsafe { std::slice::from_raw_parts(ptr, len) };
    std::str::from_utf8(bytes).map_err(|error| format!("the request is not UTF-8: {error}"))
}

/// The response's buffer: its length, little-endian, then its bytes.
fn respond(response: Result<String, String>) -> *mut u8 {
    let json = response.unwrap_or_else(|error| serde_json::json!({ "error": error }).to_string());
    let length = u32::try_from(json.len()).unwrap_or(u32::MAX).to_le_bytes();
    let framed: Vec<u8> = length.into_iter().chain(json.into_bytes()).collect();
    Box::into_raw(framed.into_boxed_slice()).cast()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What the page's loader does: write the request, call, read the framed response.
    fn call(function: unsafe extern "C" fn(*const u8, usize) -> *mut u8, request: &[u8]) -> String {
        let input = engine_alloc(request.len());
        // SAFETY: the buffers are used as the module documentation says.
        unsafe {
            std::ptr::copy_nonoverlapping(request.as_ptr(), input, request.len());
            let output = function(input, request.len());
            engine_free(input, request.len());
            let len = u32::from_le_bytes(*output.cast::<[u8; 4]>()) as usize;
            let json = std::slice::from_raw_parts(output.add(4), len).to_vec();
            engine_free(output, 4 + len);
            String::from_utf8(json).unwrap()
        }
    }

    #[test]
    fn requests_and_responses_go_through_the_buffers_the_page_uses() {
        let kings = br#"{"chapter":"ch00","fen":"K7/8/8/8/8/8/8/k7 w - - 0 1","depth":1}"#;
        let perft = call(engine_perft, kings);
        assert!(perft.starts_with(r#"{"chapter":"ch00-baseline","depth":1,"nodes":3,"#), "{perft}");
        let not_utf8 = call(engine_search, b"\xff");
        assert!(not_utf8.starts_with(r#"{"error":"the request is not UTF-8"#), "{not_utf8}");
        assert!(call(engine_order, b"").starts_with(r#"{"error":"a malformed request"#));
    }
}
