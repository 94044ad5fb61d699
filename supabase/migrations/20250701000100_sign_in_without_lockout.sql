-- Sign-in throttling without a lockout anyone can trigger. Until now ten
-- failures for one username in 15 minutes, from any mix of addresses, refused
-- every further attempt for it, the right password from a fresh address
-- included: one stranger at 5 attempts a minute could keep the admin out
-- indefinitely. Now those ten attempts only mark the account as under attack;
-- from then on each address gets 3 tries for that account per 15 minutes
-- ('sign-in-user-ip', counted by a keyed hash of the username and the address),
-- on top of its 5 attempts a minute for any username ('sign-in-ip'). A guesser
-- with many addresses is slowed to 3 tries per address per 15 minutes; the
-- owner, from any address a stranger has not used, still gets in.
create or replace function private.rate_limit_rule(action text, out max_hits integer, out per interval)
language sql immutable strict
set search_path = ''
as $$
  select r.max_hits, r.per
    from (values ('newsletter', 5, interval '1 minute'),
                 ('sign-in-ip', 5, interval '1 minute'),
                 ('sign-in-user', 10, interval '15 minutes'),
                 ('sign-in-user-ip', 3, interval '15 minutes')) as r (action, max_hits, per)
   where r.action = rate_limit_rule.action
$$;
revoke all on function private.rate_limit_rule(text) from public;
