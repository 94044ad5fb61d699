-- The newsletter's whole life: signups through one signed, rate-limited
-- function; unsubscribe links checked in the database; a keyed record of
-- every address that left, so a bulk re-import cannot put it back; and no
-- control or invisible formatting characters in a stored address.
--
-- The site signs what it sends with NEWSLETTER_SECRET (HMAC-SHA256). The
-- database holds the same secret in private.newsletter_keys (the deployer adds
-- it once with SQL; the embedded local Supabase adds its own), so a value
-- signed by anyone else is refused here, whatever a client sends to the REST
-- API with the public anon key. Several keys may be listed: links signed with
-- an old secret keep working after NEWSLETTER_SECRET is rotated.

create schema if not exists extensions;
create extension if not exists pgcrypto with schema extensions;

create table private.newsletter_keys (
  secret text primary key check (char_length(secret) >= 32),
  added_at timestamptz not null default now()
);
revoke all on private.newsletter_keys from public, anon, authenticated;

-- A key only the database knows (never rotated, never sent anywhere): the
-- unsubscribe record is keyed with it, so it stays readable across rotations
-- of NEWSLETTER_SECRET and a leaked list of hashes cannot be reversed with a
-- dictionary of addresses without it.
create table private.newsletter_pepper (
  singleton boolean primary key default true check (singleton),
  pepper bytea not null default extensions.gen_random_bytes(32)
);
insert into private.newsletter_pepper default values;
revoke all on private.newsletter_pepper from public, anon, authenticated;

-- Who left: a keyed hash of the lower-cased address and when, never the address.
create table private.newsletter_unsubscribes (
  email_hash text primary key,
  unsubscribed_at timestamptz not null default now()
);
revoke all on private.newsletter_unsubscribes from public, anon, authenticated;

-- Sliding-window counters: the times of the recent hits per (action, client).
-- `client` is a keyed hash the site computes (of an IP address or a username),
-- never the address itself. A row is dropped once its window has passed.
create table private.rate_limits (
  action text not null,
  client text not null,
  hits timestamptz[] not null default '{}',
  expires_at timestamptz not null,
  primary key (action, client)
);
create index rate_limits_expires_at_idx on private.rate_limits (expires_at);
revoke all on private.rate_limits from public, anon, authenticated;

-- HMAC-SHA256 as unpadded base64url, byte for byte what node:crypto's
-- createHmac(...).digest("base64url") gives for the same UTF-8 text.
create function private.mac(message text, secret text) returns text
language sql immutable strict
set search_path = ''
as $$
  select rtrim(translate(encode(extensions.hmac(message, secret, 'sha256'), 'base64'), '+/', '-_'), '=')
$$;

-- True when `signature` is the MAC of `message` under any listed key. Both
-- sides are hashed before comparing, so how long the comparison takes says
-- nothing about how much of a forged value was right.
create function private.signed(message text, signature text) returns boolean
language sql stable
set search_path = ''
as $$
  select coalesce(bool_or(
           extensions.digest(private.mac(message, k.secret), 'sha256') = extensions.digest(signature, 'sha256')
         ), false)
    from private.newsletter_keys k
$$;

-- The address an unsubscribe token is made for: ASCII letters lower-cased and
-- nothing else, so the site and the database agree whatever the locale.
create function private.token_email(email text) returns text
language sql immutable strict
set search_path = ''
as $$
  select translate(email, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz')
$$;

create function private.unsubscribe_hash(email text) returns text
language sql stable strict
set search_path = ''
as $$
  select encode(extensions.hmac(convert_to(lower(email), 'UTF8'), p.pepper, 'sha256'), 'hex')
    from private.newsletter_pepper p
$$;

-- The limits, in one place: 5 newsletter signups per minute per IP address,
-- 5 sign-in attempts per minute per IP address and 10 per 15 minutes per
-- username (a successful sign-in gives its username's attempt back).
create function private.rate_limit_rule(action text, out max_hits integer, out per interval)
language sql immutable strict
set search_path = ''
as $$
  select r.max_hits, r.per
    from (values ('newsletter', 5, interval '1 minute'),
                 ('sign-in-ip', 5, interval '1 minute'),
                 ('sign-in-user', 10, interval '15 minutes')) as r (action, max_hits, per)
   where r.action = rate_limit_rule.action
$$;

-- Counts one hit and says whether it is within the limit. The row lock makes
-- concurrent requests from one client queue here, so a burst can never get
-- more than the limit through. Hits past the limit are not recorded: a client
-- that keeps hammering is let in again once its earlier hits are a window old.
create function private.take_rate_limit(action_name text, client_key text) returns boolean
language plpgsql
set search_path = ''
as $$
declare
  rule record;
  recent timestamptz[];
begin
  select * into rule from private.rate_limit_rule(action_name);
  if rule.max_hits is null then
    raise exception 'unknown rate-limit action %', action_name using errcode = '22023';
  end if;
  if client_key is null or char_length(client_key) not between 1 and 128 then
    raise exception 'rate-limit client key must be 1 to 128 characters' using errcode = '22023';
  end if;
  -- Expire old counters a few at a time, skipping any another request holds.
  delete from private.rate_limits r
   using (select l.action, l.client from private.rate_limits l
           where l.expires_at < now() limit 20 for update skip locked) old
   where r.action = old.action and r.client = old.client;
  insert into private.rate_limits (action, client, expires_at)
  values (action_name, client_key, now() + rule.per)
  on conflict do nothing;
  perform 1 from private.rate_limits l where l.action = action_name and l.client = client_key for update;
  -- A new statement after the lock: it reads the row as the request before us left it.
  select coalesce(array_agg(h order by h), '{}') into recent
    from private.rate_limits l, unnest(l.hits) h
   where l.action = action_name and l.client = client_key and h > now() - rule.per;
  if cardinality(recent) >= rule.max_hits then
    update private.rate_limits l set hits = recent
     where l.action = action_name and l.client = client_key;
    return false;
  end if;
  update private.rate_limits l set hits = recent || now(), expires_at = now() + rule.per
   where l.action = action_name and l.client = client_key;
  return true;
end
$$;

create function private.release_rate_limit(action_name text, client_key text) returns boolean
language plpgsql
set search_path = ''
as $$
declare
  newest timestamptz;
begin
  select max(h) into newest
    from private.rate_limits l, unnest(l.hits) h
   where l.action = action_name and l.client = client_key;
  if newest is null then
    return false;
  end if;
  update private.rate_limits l set hits = array_remove(l.hits, newest)
   where l.action = action_name and l.client = client_key;
  return true;
end
$$;

revoke all on function private.mac(text, text), private.signed(text, text), private.token_email(text),
  private.unsubscribe_hash(text), private.rate_limit_rule(text), private.take_rate_limit(text, text),
  private.release_rate_limit(text, text) from public;

-- No more direct inserts: a client could send 500 rows in one request, or one
-- request per row, and no limit would see them. Signups go through
-- public.subscribe_newsletter below, one signed address at a time.
drop policy "Anyone can subscribe" on public.email_signups;
revoke insert on public.email_signups from anon, authenticated;

-- Control characters (\p{Cc}) and invisible formatting characters (\p{Cf}:
-- zero-width spaces, right-to-left overrides...) can make one address look
-- like another in the admin list and the CSV. The same set as the app's
-- /[\p{Cc}\p{Cf}]/u (tests/unit/backend/newsletter-db.test.ts compares them).
-- NOT VALID: rows stored before this check are kept for the admin to review.
alter table public.email_signups add constraint email_signups_email_visible check (
  email !~ '[\u0001-\u001F\u007F-\u009F\u00AD\u0600-\u0605\u061C\u06DD\u070F\u0890-\u0891\u08E2\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFB\U000110BD\U000110CD\U00013430-\U0001343F\U0001BCA0-\U0001BCA3\U0001D173-\U0001D17A\U000E0001\U000E0020-\U000E007F]'
) not valid;

-- Every way an address leaves the list (its own link or the admin's delete)
-- is remembered, and an insert of a remembered address fails loudly, so an
-- import cannot quietly subscribe someone who left. Only subscribing again
-- through the site's form (fresh consent) clears the record.
create function private.remember_unsubscribe() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  insert into private.newsletter_unsubscribes (email_hash) values (private.unsubscribe_hash(old.email))
  on conflict (email_hash) do update set unsubscribed_at = now();
  return old;
end
$$;

create function private.refuse_unsubscribed() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  left_at timestamptz;
begin
  select u.unsubscribed_at into left_at
    from private.newsletter_unsubscribes u
   where u.email_hash = private.unsubscribe_hash(new.email);
  if left_at is not null then
    raise exception 'this address unsubscribed on %', left_at
      using errcode = 'P0001', hint = 'Only its owner can subscribe it again, through the signup form.';
  end if;
  return new;
end
$$;
revoke all on function private.remember_unsubscribe(), private.refuse_unsubscribed() from public;

create trigger email_signups_remember_unsubscribe
  after delete on public.email_signups
  for each row execute function private.remember_unsubscribe();
create trigger email_signups_refuse_unsubscribed
  before insert on public.email_signups
  for each row execute function private.refuse_unsubscribed();

-- The signup: one address, signed by the site for the client it came from,
-- within that client's limit. Answers 'subscribed', 'duplicate' or
-- 'rate_limited'; a missing or wrong signature is a permission error.
-- Duplicates count against the limit (they are answered, so they would
-- otherwise let anyone test unlimited addresses for membership).
create function public.subscribe_newsletter(email_address text, client_key text, signature text) returns text
language plpgsql security definer
set search_path = ''
as $$
begin
  if not private.signed('subscribe' || E'\n' || client_key || E'\n' || email_address, signature) then
    raise exception 'newsletter signups must come through the site' using errcode = '42501';
  end if;
  if not private.take_rate_limit('newsletter', client_key) then
    return 'rate_limited';
  end if;
  delete from private.newsletter_unsubscribes where email_hash = private.unsubscribe_hash(email_address);
  begin
    insert into public.email_signups (email) values (email_address);
  exception when unique_violation then
    return 'duplicate';
  end;
  return 'subscribed';
end
$$;

-- A hit against a limit the site keeps (sign-in attempts, honeypot hits),
-- and giving one back (a successful sign-in). Signed like the signup.
create function public.take_rate_limit(action_name text, client_key text, signature text) returns boolean
language plpgsql security definer
set search_path = ''
as $$
begin
  if not private.signed('rate-limit' || E'\n' || action_name || E'\n' || client_key, signature) then
    raise exception 'rate limits are kept by the site' using errcode = '42501';
  end if;
  return private.take_rate_limit(action_name, client_key);
end
$$;

create function public.release_rate_limit(action_name text, client_key text, signature text) returns boolean
language plpgsql security definer
set search_path = ''
as $$
begin
  if not private.signed('rate-limit' || E'\n' || action_name || E'\n' || client_key, signature) then
    raise exception 'rate limits are kept by the site' using errcode = '42501';
  end if;
  return private.release_rate_limit(action_name, client_key);
end
$$;

-- Unsubscribe links: the token is the MAC of 'unsubscribe', a newline and the
-- address (ASCII lower-cased). Checking a link changes nothing; using it
-- removes the address (if it is still there) and remembers that it left.
create function public.unsubscribe_token_valid(email_address text, token text) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select private.signed('unsubscribe' || E'\n' || private.token_email(email_address), token)
$$;

create function public.unsubscribe_newsletter(email_address text, token text) returns boolean
language plpgsql security definer
set search_path = ''
as $$
begin
  if not private.signed('unsubscribe' || E'\n' || private.token_email(email_address), token) then
    return false;
  end if;
  delete from public.email_signups where lower(email) = lower(email_address);
  insert into private.newsletter_unsubscribes (email_hash) values (private.unsubscribe_hash(email_address))
  on conflict (email_hash) do update set unsubscribed_at = now();
  return true;
end
$$;

revoke all on function public.subscribe_newsletter(text, text, text), public.take_rate_limit(text, text, text),
  public.release_rate_limit(text, text, text), public.unsubscribe_token_valid(text, text),
  public.unsubscribe_newsletter(text, text) from public;
grant execute on function public.subscribe_newsletter(text, text, text), public.take_rate_limit(text, text, text),
  public.release_rate_limit(text, text, text), public.unsubscribe_token_valid(text, text),
  public.unsubscribe_newsletter(text, text) to anon, authenticated, service_role;
