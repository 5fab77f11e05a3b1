"""The @triton.jit kernels of the performance suite (tests/perfsuite).

Small memory-bound kernels written for the suite, one per family, each
parameterised by constexprs (block sizes, masking, reduction kind) so that
scripts/perfsuite/gen.py can make many variants of it. They mirror the kernels
of tests/corpus and tests/realworld; the element types come from the buffers
the generator passes (a kernel loads, computes in fp32 where it says so, and
stores in the output pointer's element type).
"""

import triton
import triton.language as tl


# ---------------------------------------------------------------------------
# 1-D elementwise


@triton.jit
def vadd(x_ptr, y_ptr, z_ptr, n, BLOCK: tl.constexpr, EVEN: tl.constexpr):
    """z = x + y in the buffers' type; EVEN: n is a multiple of BLOCK, no mask."""
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    if EVEN:
        tl.store(z_ptr + offs, tl.load(x_ptr + offs) + tl.load(y_ptr + offs))
    else:
        m = offs < n
        z = tl.load(x_ptr + offs, mask=m) + tl.load(y_ptr + offs, mask=m)
        tl.store(z_ptr + offs, z, mask=m)


@triton.jit
def copy(x_ptr, y_ptr, n, BLOCK: tl.constexpr, EVEN: tl.constexpr):
    """y = x."""
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    if EVEN:
        tl.store(y_ptr + offs, tl.load(x_ptr + offs))
    else:
        m = offs < n
        tl.store(y_ptr + offs, tl.load(x_ptr + offs, mask=m), mask=m)


@triton.jit
def saxpy(x_ptr, y_ptr, out_ptr, a, n, BLOCK: tl.constexpr):
    """out = a * x + y, computed in fp32, stored in out's type."""
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m).to(tl.float32)
    y = tl.load(y_ptr + offs, mask=m).to(tl.float32)
    tl.store(out_ptr + offs, (a * x + y).to(out_ptr.dtype.element_ty), mask=m)


@triton.jit
def saxpy_gridstride(x_ptr, y_ptr, out_ptr, a, n, BLOCK: tl.constexpr):
    """saxpy with a fixed grid: each program strides over the blocks."""
    step = tl.num_programs(0) * BLOCK
    for start in range(tl.program_id(0) * BLOCK, n, step):
        offs = start + tl.arange(0, BLOCK)
        m = offs < n
        x = tl.load(x_ptr + offs, mask=m).to(tl.float32)
        y = tl.load(y_ptr + offs, mask=m).to(tl.float32)
        tl.store(out_ptr + offs, (a * x + y).to(out_ptr.dtype.element_ty), mask=m)


@triton.jit
def cast(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    """y = x converted to y's element type (Triton's .to: RN for floats,
    truncation toward zero float -> int, wrap/sign extension int -> int)."""
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(y_ptr + offs, tl.load(x_ptr + offs, mask=m).to(y_ptr.dtype.element_ty), mask=m)


@triton.jit
def quant_i8(x_ptr, y_ptr, scale, n, BLOCK: tl.constexpr):
    """y = round_half_up(clamp(x * scale, -128, 127)) as int8 (saturating quantization)."""
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    q = tl.load(x_ptr + offs, mask=m, other=0.0).to(tl.float32) * scale
    q = tl.minimum(tl.maximum(q, -128.0), 127.0)
    q = tl.floor(q + 0.5)
    tl.store(y_ptr + offs, q.to(tl.int8), mask=m)


@triton.jit
def dequant_i8(x_ptr, y_ptr, scale, n, BLOCK: tl.constexpr):
    """y = x * scale, int8 -> y's float type."""
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0).to(tl.float32)
    tl.store(y_ptr + offs, (x * scale).to(y_ptr.dtype.element_ty), mask=m)


@triton.jit
def act(x_ptr, y_ptr, n, BLOCK: tl.constexpr, KIND: tl.constexpr):
    """An activation in fp32: KIND 0 gelu (tanh form, tanh from tl.exp),
    1 gelu (erf form), 2 silu, 3 sigmoid."""
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0).to(tl.float32)
    if KIND == 0:
        inner = 0.7978845608028654 * (x + 0.044715 * x * x * x)
        t = 1.0 - 2.0 / (tl.exp(2.0 * inner) + 1.0)
        y = 0.5 * x * (1.0 + t)
    elif KIND == 1:
        y = 0.5 * x * (1.0 + tl.math.erf(x * 0.7071067811865476))
    elif KIND == 2:
        y = x / (1.0 + tl.exp(-x))
    else:
        y = 1.0 / (1.0 + tl.exp(-x))
    tl.store(y_ptr + offs, y.to(y_ptr.dtype.element_ty), mask=m)


@triton.jit
def dropout(x_ptr, y_ptr, n, p, seed, BLOCK: tl.constexpr):
    """y = x / (1 - p) where tl.rand(seed, offset) > p, else 0 (Philox)."""
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0).to(tl.float32)
    keep = tl.rand(seed, offs) > p
    y = tl.where(keep, x / (1.0 - p), 0.0)
    tl.store(y_ptr + offs, y.to(y_ptr.dtype.element_ty), mask=m)


@triton.jit
def int_mix(x_ptr, y_ptr, out_ptr, d, lo, hi, n, BLOCK: tl.constexpr):
    """Integer arithmetic in the buffers' type: a hash-like mix of x and y
    (multiply, shifts, xor, and), a division by a runtime divisor, a clamp."""
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0)
    y = tl.load(y_ptr + offs, mask=m, other=0)
    h = x * 7 + (y >> 2)
    h = h ^ (x << 3)
    h = h + (y & 15)
    h = h + x // d.to(x.dtype)
    h = tl.minimum(tl.maximum(h, lo.to(x.dtype)), hi.to(x.dtype))
    tl.store(out_ptr + offs, h, mask=m)


# ---------------------------------------------------------------------------
# rows: one program per row, the row in one block (BLOCK_N >= n_cols)


@triton.jit
def softmax_rows(x_ptr, y_ptr, stride_x, stride_y, n_cols, BLOCK_N: tl.constexpr):
    """y[r, :] = softmax(x[r, :]) in fp32, rows strided by stride_x / stride_y."""
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK_N)
    m = cols < n_cols
    x = tl.load(x_ptr + row * stride_x + cols, mask=m, other=-float("inf")).to(tl.float32)
    x = x - tl.max(x, axis=0)
    e = tl.exp(x)
    y = e / tl.sum(e, axis=0)
    tl.store(y_ptr + row * stride_y + cols, y.to(y_ptr.dtype.element_ty), mask=m)


@triton.jit
def row_reduce(x_ptr, out_ptr, stride_x, n_cols, BLOCK_N: tl.constexpr, OP: tl.constexpr):
    """out[r] = sum (OP 0) or max (OP 1) of x[r, :], in fp32 (in the type for ints)."""
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK_N)
    m = cols < n_cols
    if OP == 0:
        x = tl.load(x_ptr + row * stride_x + cols, mask=m, other=0)
        if x.dtype.is_floating():
            x = x.to(tl.float32)
        r = tl.sum(x, axis=0)
    else:
        x = tl.load(x_ptr + row * stride_x + cols, mask=m, other=-float("inf"))
        r = tl.max(x, axis=0)
    tl.store(out_ptr + row, r.to(out_ptr.dtype.element_ty))


@triton.jit
def row_argmax(x_ptr, val_ptr, idx_ptr, stride_x, n_cols, BLOCK_N: tl.constexpr):
    """val[r], idx[r] = the max of x[r, :] and its first index."""
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK_N)
    m = cols < n_cols
    x = tl.load(x_ptr + row * stride_x + cols, mask=m, other=-float("inf"))
    v, i = tl.max(x, axis=0, return_indices=True)
    tl.store(val_ptr + row, v)
    tl.store(idx_ptr + row, i)


@triton.jit
def row_sum_loop(x_ptr, out_ptr, stride_x, n_cols, BLOCK_N: tl.constexpr):
    """out[r] = sum of x[r, :] for rows wider than a block: a loop over chunks."""
    row = tl.program_id(0)
    acc = tl.zeros([BLOCK_N], dtype=tl.float32)
    for start in range(0, n_cols, BLOCK_N):
        cols = start + tl.arange(0, BLOCK_N)
        acc += tl.load(x_ptr + row * stride_x + cols, mask=cols < n_cols, other=0.0).to(tl.float32)
    tl.store(out_ptr + row, tl.sum(acc, axis=0))


@triton.jit
def row_sum_2d(x_ptr, out_ptr, M, n_cols, stride_x, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr):
    """out[r] = sum of x[r, :], BLOCK_M rows a program (a 2-D tile)."""
    rows = tl.program_id(0) * BLOCK_M + tl.arange(0, BLOCK_M)
    cols = tl.arange(0, BLOCK_N)
    m = (rows[:, None] < M) & (cols[None, :] < n_cols)
    x = tl.load(x_ptr + rows[:, None] * stride_x + cols[None, :], mask=m, other=0.0).to(tl.float32)
    tl.store(out_ptr + rows, tl.sum(x, axis=1), mask=rows < M)


@triton.jit
def layernorm_fwd(x_ptr, y_ptr, w_ptr, b_ptr, mean_ptr, rstd_ptr, stride, N, eps, BLOCK_N: tl.constexpr):
    """Layer norm of a row in one block: y = (x - mean) * rstd * w + b (fp32
    statistics, stored), y in y's type."""
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK_N)
    m = cols < N
    x = tl.load(x_ptr + row * stride + cols, mask=m, other=0.0).to(tl.float32)
    mean = tl.sum(x, axis=0) / N
    xc = tl.where(m, x - mean, 0.0)
    var = tl.sum(xc * xc, axis=0) / N
    rstd = 1.0 / tl.sqrt(var + eps)
    w = tl.load(w_ptr + cols, mask=m).to(tl.float32)
    b = tl.load(b_ptr + cols, mask=m).to(tl.float32)
    tl.store(y_ptr + row * stride + cols, (xc * rstd * w + b).to(y_ptr.dtype.element_ty), mask=m)
    tl.store(mean_ptr + row, mean)
    tl.store(rstd_ptr + row, rstd)


@triton.jit
def layernorm_fwd_loop(x_ptr, y_ptr, w_ptr, b_ptr, mean_ptr, rstd_ptr, stride, N, eps, BLOCK_N: tl.constexpr):
    """Layer norm for rows wider than a block (Triton's tutorial's three passes)."""
    row = tl.program_id(0)
    x_ptr += row * stride
    y_ptr += row * stride
    acc = tl.zeros([BLOCK_N], dtype=tl.float32)
    for off in range(0, N, BLOCK_N):
        cols = off + tl.arange(0, BLOCK_N)
        acc += tl.load(x_ptr + cols, mask=cols < N, other=0.0).to(tl.float32)
    mean = tl.sum(acc, axis=0) / N
    acc = tl.zeros([BLOCK_N], dtype=tl.float32)
    for off in range(0, N, BLOCK_N):
        cols = off + tl.arange(0, BLOCK_N)
        x = tl.load(x_ptr + cols, mask=cols < N, other=0.0).to(tl.float32)
        xc = tl.where(cols < N, x - mean, 0.0)
        acc += xc * xc
    rstd = 1.0 / tl.sqrt(tl.sum(acc, axis=0) / N + eps)
    for off in range(0, N, BLOCK_N):
        cols = off + tl.arange(0, BLOCK_N)
        m = cols < N
        x = tl.load(x_ptr + cols, mask=m, other=0.0).to(tl.float32)
        w = tl.load(w_ptr + cols, mask=m).to(tl.float32)
        b = tl.load(b_ptr + cols, mask=m).to(tl.float32)
        tl.store(y_ptr + cols, ((x - mean) * rstd * w + b).to(y_ptr.dtype.element_ty), mask=m)
    tl.store(mean_ptr + row, mean)
    tl.store(rstd_ptr + row, rstd)


# ---------------------------------------------------------------------------
# columns and 2-D tiles


@triton.jit
def col_reduce(x_ptr, out_ptr, M, N, stride_m, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, OP: tl.constexpr):
    """out[c] = sum (OP 0) or max (OP 1) over the rows of column c: a loop over
    row tiles, fp32 accumulation."""
    cols = tl.program_id(0) * BLOCK_N + tl.arange(0, BLOCK_N)
    cm = cols < N
    if OP == 0:
        acc = tl.zeros([BLOCK_M, BLOCK_N], dtype=tl.float32)
    else:
        acc = tl.full([BLOCK_M, BLOCK_N], -float("inf"), dtype=tl.float32)
    for m0 in range(0, M, BLOCK_M):
        rows = m0 + tl.arange(0, BLOCK_M)
        m = (rows[:, None] < M) & cm[None, :]
        p = x_ptr + rows[:, None] * stride_m + cols[None, :]
        if OP == 0:
            acc += tl.load(p, mask=m, other=0.0).to(tl.float32)
        else:
            acc = tl.maximum(acc, tl.load(p, mask=m, other=-float("inf")).to(tl.float32))
    if OP == 0:
        r = tl.sum(acc, axis=0)
    else:
        r = tl.max(acc, axis=0)
    tl.store(out_ptr + cols, r.to(out_ptr.dtype.element_ty), mask=cm)


@triton.jit
def argmax_dim1(x_ptr, val_ptr, idx_ptr, R, C, stride_b, stride_r, BLOCK_R: tl.constexpr, BLOCK_C: tl.constexpr):
    """For x[B, R, C]: val[b, c], idx[b, c] = max over r of x[b, r, c] and its
    first index (a strided argmax over the middle dimension, R <= BLOCK_R)."""
    b = tl.program_id(1)
    cols = tl.program_id(0) * BLOCK_C + tl.arange(0, BLOCK_C)
    rows = tl.arange(0, BLOCK_R)
    m = (rows[:, None] < R) & (cols[None, :] < C)
    x = tl.load(x_ptr + b * stride_b + rows[:, None] * stride_r + cols[None, :], mask=m, other=-float("inf"))
    v, i = tl.max(x, axis=0, return_indices=True)
    tl.store(val_ptr + b * C + cols, v, mask=cols < C)
    tl.store(idx_ptr + b * C + cols, i, mask=cols < C)


@triton.jit
def copy2d(x_ptr, y_ptr, M, N, sxm, sxn, sym, syn, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr):
    """y[i, j] = x[i, j] through arbitrary strides: with the strides chosen, a
    row-major copy, a transpose, a column-major to row-major copy, a copy of
    padded rows or of every other column."""
    rm = tl.program_id(0) * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = tl.program_id(1) * BLOCK_N + tl.arange(0, BLOCK_N)
    m = (rm[:, None] < M) & (rn[None, :] < N)
    x = tl.load(x_ptr + rm[:, None] * sxm + rn[None, :] * sxn, mask=m)
    tl.store(y_ptr + rm[:, None] * sym + rn[None, :] * syn, x, mask=m)


@triton.jit
def bias_add_2d(x_ptr, b_ptr, y_ptr, M, N, stride, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
                AXIS: tl.constexpr):
    """y = x + b[None, :] (AXIS 1, a bias per column) or x + b[:, None] (AXIS 0,
    a bias per row), on 2-D tiles, in the buffers' type."""
    rm = tl.program_id(0) * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = tl.program_id(1) * BLOCK_N + tl.arange(0, BLOCK_N)
    m = (rm[:, None] < M) & (rn[None, :] < N)
    x = tl.load(x_ptr + rm[:, None] * stride + rn[None, :], mask=m)
    if AXIS == 1:
        b = tl.load(b_ptr + rn, mask=rn < N)[None, :]
    else:
        b = tl.load(b_ptr + rm, mask=rm < M)[:, None]
    tl.store(y_ptr + rm[:, None] * stride + rn[None, :], x + b, mask=m)


@triton.jit
def rotary(x_ptr, cos_ptr, sin_ptr, y_ptr, T, half, stride_t, stride_h,
           BLOCK_T: tl.constexpr, BLOCK_H: tl.constexpr):
    """Rotary embedding of x[T, H, 2 * half] (halves rotated, NeoX style) with
    cos/sin[T, half], one head a program along axis 1, BLOCK_T positions by a
    head-dimension half padded to BLOCK_H (masked when half < BLOCK_H); fp32 math."""
    rt = tl.program_id(0) * BLOCK_T + tl.arange(0, BLOCK_T)
    h = tl.program_id(1)
    rd = tl.arange(0, BLOCK_H)
    m = (rt[:, None] < T) & (rd[None, :] < half)
    px = x_ptr + rt[:, None] * stride_t + h * stride_h + rd[None, :]
    py = y_ptr + rt[:, None] * stride_t + h * stride_h + rd[None, :]
    pc = rt[:, None] * half + rd[None, :]
    x1 = tl.load(px, mask=m, other=0.0).to(tl.float32)
    x2 = tl.load(px + half, mask=m, other=0.0).to(tl.float32)
    c = tl.load(cos_ptr + pc, mask=m, other=0.0).to(tl.float32)
    s = tl.load(sin_ptr + pc, mask=m, other=0.0).to(tl.float32)
    tl.store(py, (x1 * c - x2 * s).to(y_ptr.dtype.element_ty), mask=m)
    tl.store(py + half, (x1 * s + x2 * c).to(y_ptr.dtype.element_ty), mask=m)


# ---------------------------------------------------------------------------
# dots (tensor cores: the dot cases issue 14 asks for beyond the tutorial's)


@triton.jit
def matmul(a_ptr, b_ptr, c_ptr, M, N, K, stride_am, stride_bk, stride_cm,
           BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
           INT: tl.constexpr, PRECISION: tl.constexpr):
    """c = a @ b on [BLOCK_M, BLOCK_N] tiles of row-major a [M, K], b [K, N],
    c [M, N], every edge masked (K too); with INT an int32 accumulator (tl.dot's
    out_dtype, for 8-bit integer inputs), else f32 with tl.dot's input_precision
    PRECISION; stored in c's type."""
    rm = tl.program_id(0) * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = tl.program_id(1) * BLOCK_N + tl.arange(0, BLOCK_N)
    rk = tl.arange(0, BLOCK_K)
    a_ptrs = a_ptr + rm[:, None] * stride_am + rk[None, :]
    b_ptrs = b_ptr + rk[:, None] * stride_bk + rn[None, :]
    if INT:
        acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.int32)
    else:
        acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BLOCK_K)):
        k_left = K - k * BLOCK_K
        a = tl.load(a_ptrs, mask=(rm[:, None] < M) & (rk[None, :] < k_left), other=0)
        b = tl.load(b_ptrs, mask=(rk[:, None] < k_left) & (rn[None, :] < N), other=0)
        if INT:
            acc = tl.dot(a, b, acc, out_dtype=tl.int32)
        else:
            acc = tl.dot(a, b, acc, input_precision=PRECISION)
        a_ptrs += BLOCK_K
        b_ptrs += BLOCK_K * stride_bk
    m = (rm[:, None] < M) & (rn[None, :] < N)
    tl.store(c_ptr + rm[:, None] * stride_cm + rn[None, :], acc.to(c_ptr.dtype.element_ty), mask=m)
