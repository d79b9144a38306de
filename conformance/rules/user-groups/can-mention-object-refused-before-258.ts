import { rule } from "../rule.ts";
import { expectThat } from "../expect.ts";
import { groupNamed, isSuccess, listGroups, show } from "../shared/users.ts";
import { CREATE, LIST } from "./_groups.ts";

// Before level 258 only the integer form of a group-setting value existed: creating a group with can_mention_group
// as a {direct_members, direct_subgroups} object is refused, and no group is created.
export default rule({
  id: "user-groups/can-mention-object-refused-before-258",
  title: "Before 258, a group-setting object is refused",
  seed: "User group object: group-setting value (before feature level 258 only the integer form existed); Versioning: 258 integer-or-object form",
  statements: ["group.setting-value-before-258", "level.191-198-258-260"],
  operations: [CREATE, LIST],
  roles: ["administrator"],
  since: `${CREATE} body.can_mention_group @renamed`,
  until: "GroupSettingValue @changed",
  writes: true,
  async run(ctx) {
    const admin = ctx.as("administrator");
    const name = ctx.name("mention-object");
    const ex = await admin.call(CREATE, { body: { name, description: "an object setting before its level", members: [admin.userId], can_mention_group: { direct_members: [admin.userId], direct_subgroups: [] } } });
    const created = groupNamed(await listGroups(admin), name);
    expectThat(!isSuccess(ex) && created.length === 0, {
      title: "A group-setting object was accepted before its level",
      expected: "an error, and no group created",
      received: `${show(ex.response.json)}; groups named ${name}: ${created.length}`,
      exchange: ex,
    });
  },
});
