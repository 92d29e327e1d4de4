-- State that must hold across several API instances on one PostgreSQL: attempt
-- counters of the sign-in throttle, and the one-time codes that hand a Google sign-in to the
-- browser that started it.

-- One fixed window per key: `count` hits until `window_ends`, then it starts again at 1.
create table rate_limits (
  key text primary key,
  count integer not null,
  window_ends timestamptz not null
);
create index rate_limits_window_ends on rate_limits (window_ends);

-- A code is stored only as its SHA-256, is bound to the browser that began the flow (the hash of
-- a random value in that browser's HttpOnly cookie), and is deleted when redeemed or expired.
create table sign_in_codes (
  code_hash text primary key,
  browser_hash text not null,
  user_id bigint not null references users (id) on delete cascade,
  expires_at timestamptz not null
);
create index sign_in_codes_expires_at on sign_in_codes (expires_at);
