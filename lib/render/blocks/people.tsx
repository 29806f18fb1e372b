import type { VNode } from "preact";
import type { Block } from "../../content/blocks/index.ts";
import type { BlockRendererProps } from "./_types.ts";
import { TeamMember } from "./team_member.tsx";

/**
 * Team members under a section heading (h2; each member's name is an h3), each drawn by the
 * team-member block's own renderer.
 */
export function People({ block, ctx }: BlockRendererProps<"people">): VNode {
  const { heading, members } = block.props;
  return (
    <section class="block block-people">
      <h2 class="people__heading">{heading}</h2>
      {members.length
        ? (
          <div class="people__members">
            {members.map((props, i) => {
              const member: Block<"team-member"> = {
                type: "team-member",
                key: `${block.key}-${i}`,
                props,
                anchorPoint: "",
                __images: {},
                __files: {},
              };
              return <TeamMember key={i} block={member} ctx={ctx} />;
            })}
          </div>
        )
        : null}
    </section>
  );
}
