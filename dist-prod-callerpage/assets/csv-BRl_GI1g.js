var e=/^[=+\-@\t\r]/,t=/[",\r\n]/;function n(n){let r=n==null?``:String(n),i=e.test(r)?`'${r}`:r;return t.test(i)?`"${i.replace(/"/g,`""`)}"`:i}function r(e,t){return[e,...t].map(e=>e.map(n).join(`,`)).join(`\r
`)+`\r
`}export{r as t};