-- Newsletter signups. Visitors (anon) and signed-in users may only insert;
-- only the admin may read or delete. The admin is recognised by BOTH the
-- admin email (private.admin_emails, managed with SQL by the deployer) AND a
-- server-controlled claim, app_metadata.is_admin, which only the service role
-- or SQL can set: neither can be given by a visitor to themselves.

create schema if not exists private;
revoke all on schema private from public;

create table private.admin_emails (
  email text primary key check (email = lower(email))
);
revoke all on private.admin_emails from public;

create or replace function private.is_admin() returns boolean
language sql stable security definer
set search_path = ''
as $$
  -- JSON true only: a string such as "yes" must not count.
  select coalesce(((select auth.jwt()) -> 'app_metadata' -> 'is_admin') = 'true'::jsonb, false)
     and exists (
       select 1 from private.admin_emails a
       where a.email = lower((select auth.jwt()) ->> 'email')
     )
$$;
revoke all on function private.is_admin() from public;
grant usage on schema private to anon, authenticated;
grant execute on function private.is_admin() to authenticated;

create table public.email_signups (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  created_at timestamptz not null default now(),
  -- Same rules as the app (\S+@\S+\.\S+, trimmed, at most 254 characters), so
  -- no invalid row can be stored even by a client that skips the app.
  constraint email_signups_email_length check (char_length(email) between 5 and 254),
  constraint email_signups_email_format check (email ~ '^\S+@\S+\.\S+$')
);

-- One row per address, whatever the letter case.
create unique index email_signups_email_lower_key on public.email_signups (lower(email));
create index email_signups_created_at_idx on public.email_signups (created_at desc);

alter table public.email_signups enable row level security;

revoke all on public.email_signups from public, anon, authenticated;
grant insert (email) on public.email_signups to anon, authenticated;
grant select, delete on public.email_signups to authenticated;
grant all on public.email_signups to service_role;

create policy "Anyone can subscribe"
  on public.email_signups for insert
  to anon, authenticated
  with check (true);

create policy "Only the admin can read signups"
  on public.email_signups for select
  to authenticated
  using ((select private.is_admin()));

create policy "Only the admin can delete signups"
  on public.email_signups for delete
  to authenticated
  using ((select private.is_admin()));
