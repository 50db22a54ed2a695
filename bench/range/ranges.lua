-- wrk script of the range benchmark: every request asks for LEN bytes
-- (1 MiB) at a random offset in a file of SIZE bytes, at PATH.
--
--   wrk ... -s ranges.lua URL -- PATH SIZE [LEN]
--
-- Each thread draws its offsets from a generator seeded with its number, so
-- every run, against either server, asks for the same ranges in the same order.

local threads = 0

function setup(thread)
  threads = threads + 1
  thread:set("seed", threads)
end

function init(args)
  path = args[1]
  size = tonumber(args[2])
  len = tonumber(args[3] or 1048576)
  math.randomseed(seed)
end

function request()
  local first = math.random(0, size - len)
  return wrk.format("GET", path, { Range = "bytes=" .. first .. "-" .. (first + len - 1) })
end
