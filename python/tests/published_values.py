"""OEIS values copied into the tests on their own, so that a typo in the
engine's embedded table cannot hide behind itself (index n; n = 0 unused)."""

# A000170: all solutions, n = 0..17.
TOTAL = [0, 1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596, 2279184, 14772512, 95815104]
# A002562: solutions counted once per rotation/reflection class, n = 0..17.
UNIQUE = [0, 1, 0, 0, 1, 2, 1, 6, 12, 46, 92, 341, 1787, 9233, 45752, 285053, 1846955, 11977939]
# A033148: solutions a quarter turn maps onto themselves, n = 0..17.
QUARTER_TURN = [0, 1, 0, 0, 2, 2, 0, 0, 0, 0, 0, 0, 8, 8, 0, 0, 64, 128]
# A032522: solutions a half turn maps onto themselves, n = 0..17.
HALF_TURN = [0, 1, 0, 0, 2, 2, 4, 8, 4, 16, 12, 48, 80, 136, 420, 1240, 3000, 8152]
# A000170 beyond 64 bits: n = 27 (the largest published) fits, so the
# published table's last value stands in for the exactness check.
TOTAL_27 = 234907967154122528
