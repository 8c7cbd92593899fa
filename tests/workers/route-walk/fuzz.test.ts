import { expect, it } from "vitest";
import { describedRoutes, undescribedRoutes } from "./app-routes";
import { fuzzRoutes } from "./fuzz-routes";

it("has every route described (the walk's table drives the fuzzing too)", () => {
  expect(undescribedRoutes()).toEqual([]);
});

fuzzRoutes("every", describedRoutes);
